/**
 * Hydration. i18next starts with the texts the root loader already sent for the page's language,
 * so the first client render matches the server's exactly.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

/** The root Layout writes the page's texts into #i18n-messages (see components/page/I18nScript). */
function readMessages(): Record<string, unknown> | null {
  const element = document.getElementById("i18n-messages");
  try {
    return element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    return null;
  }
}

async function hydrate() {
  const lang = document.documentElement.lang || "en";
  const messages = readMessages();
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: messages ? { [lang]: { translation: messages } } : {},
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
