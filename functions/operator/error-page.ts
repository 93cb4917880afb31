/**
 * The page a shopper (and the operator) sees while the Worker is not configured: 503, never
 * cached, in the visitor's language. It names the missing or weak secret and the command that
 * fixes it, and nothing else (no values, no stack). The texts are the `errors` namespace of
 * `locales/`, imported here directly because this page is made before Remix and its i18n run.
 */
import type { ConfigurationProblem } from "./configuration";
import type { Language } from "../../app/lib/languages";
import de from "../../locales/de/errors.json";
import en from "../../locales/en/errors.json";
import es from "../../locales/es/errors.json";
import fil from "../../locales/fil/errors.json";
import fr from "../../locales/fr/errors.json";
import id from "../../locales/id/errors.json";
import it from "../../locales/it/errors.json";
import ja from "../../locales/ja/errors.json";
import ko from "../../locales/ko/errors.json";
import pt from "../../locales/pt/errors.json";
import th from "../../locales/th/errors.json";
import vi from "../../locales/vi/errors.json";
import zh from "../../locales/zh/errors.json";
import zhHK from "../../locales/zh-HK/errors.json";
import zhTW from "../../locales/zh-TW/errors.json";

type ErrorTexts = Partial<Record<keyof typeof en, string>>;
const TEXTS: Record<Language, ErrorTexts> = {
  en,
  zh,
  "zh-TW": zhTW,
  "zh-HK": zhHK,
  de,
  es,
  fr,
  id,
  it,
  ja,
  ko,
  pt,
  th,
  fil,
  vi,
};

type Key = "unavailableTitle" | "unavailableText" | "operatorSecretMissing" | "operatorSecretWeak";

/** The same fallback as the interface texts: the language, zh-TW → zh-HK, then English. */
function text(language: Language, key: Key): string {
  const chain: Language[] = language === "zh-TW" ? [language, "zh-HK", "en"] : [language, "en"];
  for (const candidate of chain) {
    const value = TEXTS[candidate]?.[key];
    if (value) return value;
  }
  return key;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function operatorDetail(problem: ConfigurationProblem, language: Language): string {
  const template = text(language, problem.reason === "missing" ? "operatorSecretMissing" : "operatorSecretWeak");
  return template.replaceAll("{{name}}", problem.secret);
}

const NO_STORE = { "cache-control": "no-store", "retry-after": "300" };

/** HTML for pages, the envelope (code 500) for /api/web calls and route requests. */
export function notConfiguredResponse(problem: ConfigurationProblem, language: Language, wantsJson: boolean): Response {
  const detail = operatorDetail(problem, language);
  if (wantsJson) {
    return Response.json(
      { code: 500, msg: text(language, "unavailableText"), data: null },
      { status: 503, headers: NO_STORE },
    );
  }
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(text(language, "unavailableTitle"))}</title></head>
<body><main><h1>${escapeHtml(text(language, "unavailableTitle"))}</h1><p>${escapeHtml(text(language, "unavailableText"))}</p>
<p><small data-operator-detail>${escapeHtml(detail)}</small></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      ...NO_STORE,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    },
  });
}
