/**
 * The page a shopper (and the operator) sees while the Worker is not configured: 503, never
 * cached, in the visitor's language. It names the missing or weak secret and the command that
 * fixes it, and nothing else (no values, no stack). Its words are the backend's
 * (`locales/<lang>/backend.json`), read by the same translator, with the same fallbacks.
 */
import type { ConfigurationProblem } from "./configuration";
import type { Language } from "../../contract/languages";
import { translator } from "../../commerce/kernel/i18n/messages";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function operatorDetail(problem: ConfigurationProblem, language: Language): string {
  return translator(language)(
    problem.reason === "missing" ? "operatorSecretMissing" : "operatorSecretWeak",
    problem.secret,
  );
}

const NO_STORE = { "cache-control": "no-store", "retry-after": "300" };

/** HTML for pages, the envelope (code 500) for /api/web calls and route requests. */
export function notConfiguredResponse(problem: ConfigurationProblem, language: Language, wantsJson: boolean): Response {
  const t = translator(language);
  if (wantsJson) {
    return Response.json({ code: 500, msg: t("unavailableText"), data: null }, { status: 503, headers: NO_STORE });
  }
  const title = escapeHtml(t("unavailableTitle"));
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(t("unavailableText"))}</p>
<p><small data-operator-detail>${escapeHtml(operatorDetail(problem, language))}</small></p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      ...NO_STORE,
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    },
  });
}
