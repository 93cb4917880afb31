/**
 * A dismissible hint offering this page in the browser's language when the site has that
 * prefix (see lib/language-hint.ts). Decided after hydration (the server cannot know the
 * browser's languages). It never shows once a language was picked (the `lng` cookie), and a
 * dismissal is remembered in a cookie (lib/language-hint.ts, ADR 224).
 */
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { LANGUAGE_HINT_DISMISSED_COOKIE, hintToShow } from "~/lib/language-hint";
import { LANGUAGE_NAMES, type Language } from "../../../functions/contract/languages";
import { LANGUAGE_COOKIE, setBrowserCookie } from "../../../functions/contract/cookies";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { useShop } from "~/lib/use-shop";

export function LanguageHint() {
  const { t } = useTranslation();
  const { lang } = useShop();
  const location = useLocation();
  const [suggestion, setSuggestion] = useState<Language | null>(null);

  useEffect(() => {
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    setSuggestion(hintToShow(browser, lang, document.cookie));
  }, [lang]);

  if (!suggestion) return null;
  const dismiss = () => {
    setBrowserCookie(LANGUAGE_HINT_DISMISSED_COOKIE, suggestion, 31536000);
    setSuggestion(null);
  };
  const name = LANGUAGE_NAMES[suggestion];
  const href = withLanguage(splitLanguage(location.pathname).path, suggestion) + location.search;
  return (
    <div
      role="region"
      aria-label={t("site.language")}
      className="shop-language-hint fixed inset-x-2 bottom-2 z-40 mx-auto alert max-w-xl alert-info shadow-lg"
      data-language-hint={suggestion}
    >
      <span>{t("realtime.languageHint", { language: name })}</span>
      <div className="flex gap-2">
        <Link
          to={href}
          hrefLang={suggestion}
          className="btn btn-primary btn-sm"
          onClick={() => {
            setBrowserCookie(LANGUAGE_COOKIE, suggestion, 31536000);
            setSuggestion(null);
          }}
        >
          {t("realtime.switchLanguage")} · <span lang={suggestion}>{name}</span>
        </Link>
        <button type="button" className="btn btn-ghost btn-sm" onClick={dismiss}>
          {t("realtime.dismiss")}
        </button>
      </div>
    </div>
  );
}
