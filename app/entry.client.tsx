/**
 * Hydration. The translator starts with the texts the root loader already sent for the page's
 * language, so the first client render matches the server's exactly. The browser translates with
 * the storefront's own small translator, not i18next (ADR 080).
 */
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserI18n, I18nextProvider } from "./lib/i18n/react";

/** The root Layout writes the page's texts into #i18n-messages (see root.tsx). */
function readMessages(): Record<string, unknown> | null {
  const element = document.getElementById("i18n-messages");
  try {
    return element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    return null;
  }
}

const i18n = new BrowserI18n(document.documentElement.lang || "en", readMessages());
startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <RemixBrowser />
      </StrictMode>
    </I18nextProvider>,
  );
});
