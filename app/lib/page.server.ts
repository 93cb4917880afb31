/**
 * The page shell's data: every page loader sends the route request for its own path through the
 * upstream and gets back the page with its HTML already parsed (lib/page-html/page-html.server.ts).
 * Failures follow docs/spec.md §8: 404/403/500 render the error pages with the right status,
 * 401 and codes 50/51 sign the shopper out and send them to sign-in with the return path.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CODE } from "../../functions/contract/envelope";
import { UpstreamError } from "./envelope";
import { pageHtmlTree, pageTheme } from "./page-html/page-parts.server";
import { signOutToSignIn } from "./session.server";
import { splitLanguage, withLanguage } from "./url-rules";
import type { Upstream } from "./upstream.server";
import type { Page, RoutePayload } from "./site";
import { PAGE_CACHE_HEADER } from "./page-headers";
import { withCompactAlternates } from "./hreflang";
import { PAGE_TAGS_HEADER } from "../../functions/contract/page-tags";
import { PERSONAL_COOKIES } from "../../functions/contract/cookies";
import { carriesCookie } from "../../functions/contract/cookie-header";
import type { SessionView } from "./session-view";
import { NEVER_STITCHED, PAGE_STITCH_HEADER } from "../../functions/contract/shopper-parts";

/**
 * A session, a cart or a picked currency makes the page personal (the same cookies and the same
 * strict reading as the page cache, ADR 201). Not the `lng` cookie: it only picks the language,
 * and the edge cache keys pages by language (functions/worker/page-cache.ts, docs/decisions/135); the
 * answer says `Vary: Cookie` for other caches.
 */
function pageCacheControl(request: Request, session: SessionView, upstream: string | null): string {
  const personal = session.hasCart || carriesCookie(request.headers.get("cookie"), PERSONAL_COOKIES);
  if (personal || !upstream || !/\bpublic\b/.test(upstream)) return "private, no-cache";
  // Shared caches may keep it for the backend's s-maxage; browsers must revalidate, because a
  // shopper who signs in next would otherwise be shown the visitor's copy from their own cache.
  const shared = /s-maxage=(\d+)/.exec(upstream)?.[1] ?? /max-age=(\d+)/.exec(upstream)?.[1] ?? "60";
  return `public, max-age=0, must-revalidate, s-maxage=${shared}`;
}

export type PageLoaderData = { page: Page };
export type PageErrorData = { page: Page | null; status: number; message?: string; messageKey?: string };

/** The theme and the HTML trees are made once per isolate for the same content (page-parts.server.ts). */
export function toPage(payload: RoutePayload | null | undefined): Page {
  const { theme, themeCss } = pageTheme(payload?.theme);
  return {
    data: payload?.data ?? null,
    theme,
    themeCss,
    // The head's hreflang list as one URL when it is the standard one (lib/hreflang.ts, ADR 319).
    meta: withCompactAlternates(payload?.meta ?? {}),
    head: pageHtmlTree(payload?.pageHead),
    body: pageHtmlTree(payload?.pageBody),
    foot: pageHtmlTree(payload?.pageFoot),
  };
}

/**
 * `search` replaces the URL's query on the route request (e.g. listing filters in minor units);
 * `neverStitched` marks a page whose cached copy must not be filled in for a shopper (ADR 270).
 */
export async function loadPage(
  { request, context }: LoaderFunctionArgs,
  options: { search?: string; neverStitched?: boolean } = {},
) {
  const { upstream } = context;
  const url = new URL(request.url);
  try {
    const { data: payload, headers } = await upstream.route<RoutePayload>(url.pathname, options.search ?? url.search);
    const tags = headers.get(PAGE_TAGS_HEADER);
    return data<PageLoaderData>(
      { page: toPage(payload) },
      // Screens the storefront draws itself (cart, sign-in, checkout, user area) hold per-shopper
      // state in their own loaders: only content pages are shared-cacheable.
      {
        headers: {
          [PAGE_CACHE_HEADER]:
            payload?.data?.type === "app"
              ? "private, no-cache"
              : pageCacheControl(request, context.session, headers.get("cache-control")),
          // What the page shows, for the page cache to store it under (docs/decisions/275).
          ...(tags ? { [PAGE_TAGS_HEADER]: tags } : {}),
          ...(options.neverStitched ? { [PAGE_STITCH_HEADER]: NEVER_STITCHED } : {}),
        },
      },
    );
  } catch (error) {
    throw await pageFailure(error, request, upstream, context.session.secure);
  }
}

async function pageFailure(
  error: unknown,
  request: Request,
  upstream: Upstream,
  secure: boolean,
): Promise<Response | ReturnType<typeof data>> {
  if (!(error instanceof UpstreamError)) throw error;
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  if (error.signedOut) return signOutToSignIn(request, secure);
  if (error.code === CODE.timeout) {
    return data<PageErrorData>({ page: null, status: 504, messageKey: "errors.timeout" }, { status: 504 });
  }
  const status = error.status === 404 || error.status === 403 ? error.status : 500;
  // A 404 answer may carry the error page itself (head and foot included): one round trip.
  let page = isRoutePayload(error.data) ? toPage(error.data) : null;
  if (!page && error.code !== CODE.error) page = await errorPage(upstream, status, prefix);
  return data<PageErrorData>({ page, status, message: status === 404 ? undefined : error.message }, { status });
}

/**
 * The 404 answer (the error page, with the shop's head and foot) for a path the backend knows but
 * no screen of the storefront serves, e.g. an unknown path in the user area.
 */
export async function notFound({ request, context }: LoaderFunctionArgs) {
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  const page = await errorPage(context.upstream, 404, prefix);
  return data<PageErrorData>({ page, status: 404 }, { status: 404 });
}

async function errorPage(upstream: Upstream, status: number, prefix: Parameters<typeof withLanguage>[1]) {
  try {
    const { data: payload } = await upstream.route<RoutePayload>(withLanguage(`/error/${status}`, prefix));
    return toPage(payload);
  } catch {
    return null;
  }
}

function isRoutePayload(value: unknown): value is RoutePayload {
  return !!value && typeof value === "object" && "pageBody" in value && "theme" in value;
}
