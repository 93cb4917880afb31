/**
 * Hydration. The page's texts come once, in the loaders' data (the root's and each route's own,
 * ADR 280): the root Layout hands them to the translator before anything is translated
 * (use-apply-language.ts), so the first client render matches the server's exactly. Only a page
 * whose root loader failed carries them in #i18n-messages instead. The browser translates with the
 * storefront's own small translator, the same one the server renders with (ADR 080, 155).
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nProvider, StorefrontI18n } from "./lib/i18n/react";
import { contentPartsInDocument, loadParts } from "./components/page/page-parts";
import { routeModulesSet } from "./lib/route-modules-set";
import { hydrationDataDecoded } from "./lib/hydration-data-decoded";

/** The root Layout writes the texts into #i18n-messages when there is no root data to carry them (root.tsx). */
function readMessages(): Record<string, unknown> | null {
  const element = document.getElementById("i18n-messages");
  try {
    return element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    return null;
  }
}

const i18n = new StorefrontI18n(document.documentElement.lang || "en", readMessages());
// The content parts this page shows (hero, tiles, product grid, …) are not in the shell: their
// code comes first, so hydration renders them over the server's HTML as before (ADR 314). The
// route modules may be named a few tasks after this entry runs (route-modules-set.ts). The page's
// data is decoded first too, so that hydration never suspends at its root (ADR 391).
void Promise.all([loadParts(contentPartsInDocument()), routeModulesSet(), hydrationDataDecoded(RemixBrowser)]).then(
  hydrate,
);

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
}
