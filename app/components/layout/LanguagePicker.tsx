/**
 * Links to this same page in every language prefix: the path and query are kept, only the
 * prefix changes. The root loader then remembers the choice in the `lng` cookie.
 */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "~/lib/languages";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { useShop } from "~/lib/use-shop";
import { LANGUAGE_COOKIE } from "~/lib/cookies";

/** The explicit choice is remembered for unprefixed addresses (the `lng` cookie). */
function rememberLanguage(code: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; SameSite=Lax; Max-Age=31536000`;
}

export function LanguagePicker() {
  const { t } = useTranslation();
  const location = useLocation();
  const { lang } = useShop();
  const { path } = splitLanguage(location.pathname);
  return (
    <details className="dropdown dropdown-end shop-language">
      <summary className="btn btn-ghost btn-sm whitespace-nowrap">
        {/* No aria-label: the name must contain the visible language name (WCAG 2.5.3). */}
        <span className="sr-only">{t("site.language")}: </span>
        <span className="hidden md:inline">{LANGUAGE_NAMES[lang as Language] ?? lang}</span>
        <span className="md:hidden">{lang}</span>
      </summary>
      <ul className="dropdown-content menu z-30 w-56 rounded-box bg-base-100 p-2 shadow">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <Link
              to={withLanguage(path, code) + location.search}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              className={code === lang ? "menu-active" : undefined}
              onClick={() => rememberLanguage(code)}
            >
              {LANGUAGE_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
