/**
 * Loaders of the user area: the page's route request plus the screen's own calls. A missing or
 * revoked session (code 50/51, HTTP 401) sends the shopper to sign-in and back; user pages are
 * never cached.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CODE } from "../../../functions/contract/envelope";
import { UpstreamError } from "../../lib/envelope";
import { loadPage } from "../../lib/page.server";
import { PAGE_CACHE_HEADER } from "../../lib/page-headers";
import { signOutToSignIn } from "../../lib/session.server";
import type { Upstream } from "../../lib/upstream.server";

export async function loadAccountPage<T>(args: LoaderFunctionArgs, fetchScreen: (upstream: Upstream) => Promise<T>) {
  const { upstream, session } = args.context;
  try {
    const [page, screen] = await Promise.all([loadPage(args), fetchScreen(upstream)]);
    return data({ ...page.data, screen }, { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } });
  } catch (error) {
    if (error instanceof UpstreamError && error.signedOut) throw signOutToSignIn(args.request, session.secure);
    // An order or return number that is malformed (40) or unknown (41/404) is a page not found.
    if (
      error instanceof UpstreamError &&
      (error.status === 404 || error.code === CODE.fail || error.code === CODE.fullFail)
    ) {
      throw data({ page: null, status: 404 }, { status: 404 });
    }
    throw error;
  }
}
