/**
 * Links to this same page in every language prefix: the path and query are kept, only the
 * prefix changes. The choice is remembered in the `lng` cookie for unprefixed addresses (`/`):
 * with JavaScript the click writes it and navigates to the clean address; without, the link's
 * `?lng=` marker has the Worker set it and redirect there (docs/decisions/135).
 */
import type { MouseEvent } from "react";
import { useLocation, useNavigate } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { LANGUAGES, LANGUAGE_NAMES, type Language } from "../../../functions/contract/languages";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { useShop } from "~/lib/use-shop";
import { LANGUAGE_CHOICE_PARAM, LANGUAGE_COOKIE, setBrowserCookie } from "../../../functions/contract/cookies";

/** The explicit choice is remembered for unprefixed addresses (the `lng` cookie). */
function rememberLanguage(code: Language) {
  setBrowserCookie(LANGUAGE_COOKIE, code, 31536000);
}

/** A plain left click is handled here; a click meant for a new tab or window follows the link. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function markedHref(pathname: string, search: string, code: Language): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_CHOICE_PARAM, code);
  return `${pathname}?${params}`;
}

export function LanguagePicker() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { lang } = useShop();
  const { path } = splitLanguage(location.pathname);
  return (
    <details className="shop-language dropdown dropdown-end" data-menu="">
      <summary className="btn btn-ghost whitespace-nowrap btn-sm">
        {/* No aria-label: the name must contain the visible language name (WCAG 2.5.3). */}
        <span className="sr-only">{t("site.language")}: </span>
        <span className="hidden md:inline">{LANGUAGE_NAMES[lang as Language] ?? lang}</span>
        <span className="md:hidden">{lang}</span>
      </summary>
      <ul className="dropdown-content menu z-30 max-h-[calc(100dvh-8rem)] w-56 max-w-[calc(100vw-1.5rem)] flex-nowrap overflow-y-auto rounded-box bg-base-100 p-2 shadow">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={markedHref(withLanguage(path, code), location.search, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? "true" : undefined}
              className={code === lang ? "menu-active" : undefined}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                rememberLanguage(code);
                navigate(withLanguage(path, code) + location.search);
              }}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
