/**
 * Streaming render on the edge. Browsers get the shell as soon as it is ready; bots (and any
 * request that asks for it with ?complete) wait for the whole document so they index it all.
 * The translator is set up per request with the texts of the request's language (the same
 * translator the browser hydrates with, ADR 155).
 */
import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nProvider, StorefrontI18n } from "./lib/i18n/react";
import { messagesFor } from "./lib/i18n.server";
import { resolveLanguage } from "../functions/contract/request-language";
import { NonceContext } from "./lib/nonce";
import { withLeanRemixScripts } from "./lib/remix-scripts.server";
import { API_TIMEOUT_MS } from "../functions/contract/upstream";
import {
  BASELINE_SECURITY_HEADERS,
  contentSecurityPolicy,
  createNonce,
  paymentFormTargets,
} from "../functions/contract/content-security-policy";

export const streamTimeout = 5_000;

// The Worker builds each request's context through the build (`build.entry.module`, ADR 230).
export { createLoadContext } from "./load-context.server";
// …and wraps its route loaders so each page's data brings its own texts (ADR 280).
export { withRouteTexts } from "./lib/i18n/route-texts.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The Worker makes the nonce (its page cache swaps it on every hit); a bare render makes its own.
  const nonce = loadContext.cspNonce ?? createNonce();
  // The Worker resolved it once for the load context; a bare render (no Worker) resolves it here.
  const lang = loadContext.lang ?? (await resolveLanguage(request));
  // The render reads the texts the page's data brings (root.tsx hands them over, ADR 280), so a
  // screen whose route does not bring a namespace shows its keys here too, not only after hydration.
  // Only a page whose root loader failed renders with every text (and carries them, root.tsx).
  const rootLoaded = !!remixContext.staticHandlerContext.loaderData?.root;
  const i18n = new StorefrontI18n(lang, rootLoaded ? null : messagesFor(lang));

  const controller = new AbortController();
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <I18nProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
      </I18nProvider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        status = 500;
      },
    },
  );
  // A backstop, not a budget: deferred data has its own limit (abortDelay, and every upstream call
  // gives up after API_TIMEOUT_MS). Aborting a render that is merely slow (a busy CPU) cuts the
  // document mid-stream and the browser sees a reset connection; the load test (tests/load) found
  // that with the former streamTimeout + 1 s counted from before the render.
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS + streamTimeout);
  body.allReady.then(
    () => clearTimeout(timer),
    () => clearTimeout(timer),
  );
  const wantsComplete = isbot(request.headers.get("user-agent") || "");
  if (wantsComplete) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS)) responseHeaders.set(name, value);
  const env = loadContext.cloudflare?.env as { TURNSTILE_SITE_KEY?: string; STRIPE_API_BASE?: string } | undefined;
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(nonce, new URL(request.url).origin, {
      turnstile: !!env?.TURNSTILE_SITE_KEY,
      formTargets: paymentFormTargets(env),
    }),
  );
  // frame-ancestors says the same to current browsers; this is for the ones before CSP 2.
  responseHeaders.set("X-Frame-Options", "SAMEORIGIN");
  // The page's scripts yield the network to its stylesheet and largest picture, and the routes'
  // manifest goes without indentation (ADR 319).
  return new Response(withLeanRemixScripts(body), { headers: responseHeaders, status });
}
