/**
 * Loaders of the user area: the page's route request plus the screen's own calls. A missing or
 * revoked session (code 50/51, HTTP 401) sends the shopper to sign-in and back; user pages are
 * never cached.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CODE } from "./constants";
import { UpstreamError } from "./envelope";
import { resolveLanguage } from "./i18n.server";
import { loadPage } from "./page.server";
import { PAGE_CACHE_HEADER } from "./page-headers";
import { clearSessionCookie } from "./session.server";
import { splitLanguage, withLanguage } from "./url-rules";
import { getUpstream, type Upstream } from "./upstream.server";

export async function loadAccountPage<T>(args: LoaderFunctionArgs, fetchScreen: (upstream: Upstream) => Promise<T>) {
  const lang = await resolveLanguage(args.request);
  const upstream = getUpstream(args.context, { request: args.request, lang });
  try {
    const [page, screen] = await Promise.all([loadPage(args), fetchScreen(upstream)]);
    return data({ ...page.data, screen }, { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } });
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 401 || error.code === CODE.authInvalid || error.code === CODE.authOut)) {
      const url = new URL(args.request.url);
      const signIn = withLanguage("/auth/signin", splitLanguage(url.pathname).prefix);
      throw redirect(`${signIn}?redirect=${encodeURIComponent(url.pathname + url.search)}`, { headers: { "set-cookie": clearSessionCookie() } });
    }
    // An order or return number that is malformed (40) or unknown (41/404) is a page not found.
    if (error instanceof UpstreamError && (error.status === 404 || error.code === CODE.fail || error.code === CODE.fullFail)) {
      throw data({ page: null, status: 404 }, { status: 404 });
    }
    throw error;
  }
}
