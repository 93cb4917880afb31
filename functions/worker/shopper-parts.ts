/**
 * The one per-shopper call behind a stitched page (docs/decisions/270): `shopper/parts`, asked
 * with the request's session and cart cookies read by the one strict cookie rule (ADR 201) and
 * turned into x-auth / x-cart exactly as the proxy does, and the D1 bookmark cookie as
 * `x-d1-bookmark` (ADR 175; the one request built here carries it, no copy of it is made to add
 * it, ADR 386). One upstream call, one D1 round trip.
 * Null whenever the answer is not a plain success (an ended session, a backend without the call,
 * a timeout): the page is then rendered for the request as before, which also handles those cases.
 * A visitor's success (a cart count) is kept by the isolate for a few seconds, per cart and
 * parts version (parts-memory.ts, docs/decisions/325); a signed-in shopper's is asked every time.
 */
import { TIMED_OUT, setCredentialHeaders, withinTimeout, type UpstreamFetch } from "../contract/upstream";
import { displayName, type NameFields } from "../contract/display-name";
import type { FavoriteIds, ShopperParts } from "../contract/shopper-parts";
import { partsVersion, recallParts, rememberParts, visitorKey } from "./parts-memory";
import { BOOKMARK_HEADER, isBookmark } from "../contract/d1-bookmark";
import { BOOKMARK_COOKIE, readCookie } from "../contract/cookies";

const PARTS_PATH = "/api/web/shopper/parts";
/** A stitched page waits no longer for its parts than a rendered page would for its data. */
const PARTS_TIMEOUT_MS = 10_000;

type PartsAnswer = {
  code?: unknown;
  data?: { user?: (NameFields & { id?: unknown }) | null; cartCount?: unknown; favorites?: unknown } | null;
};

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

function favoritesOf(value: unknown): FavoriteIds {
  const lists = (value ?? {}) as Record<string, unknown>;
  return { article: ids(lists.article), product: ids(lists.product), page: ids(lists.page) };
}

export function partsOf(answer: PartsAnswer): ShopperParts | null {
  if (answer.code !== 0 || !answer.data) return null;
  const { user, cartCount, favorites } = answer.data;
  if (!Number.isInteger(cartCount) || (cartCount as number) < 0) return null;
  const account = user ? { id: Number.isInteger(user.id) ? (user.id as number) : null, name: displayName(user) } : null;
  // A visitor has no favourites; only a signed-in answer's are read.
  return { account, cartCount: cartCount as number, favorites: favoritesOf(account ? favorites : null) };
}

/**
 * `upstream` (the Worker's way to the backend, no bookmark carrier around it) is made only when
 * the parts are not known: a known visitor's page needs none.
 */
export async function fetchShopperParts(request: Request, upstream: () => UpstreamFetch): Promise<ShopperParts | null> {
  const cookies = request.headers.get("cookie");
  const key = visitorKey(cookies);
  const version = partsVersion(cookies);
  const known = key ? recallParts(key, version) : null;
  if (known) return known;
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  setCredentialHeaders(headers, cookies);
  // The call is a read: its answer's bookmark never moves the cookie on (d1-bookmark-cookie.ts).
  const bookmark = readCookie(cookies, BOOKMARK_COOKIE);
  if (isBookmark(bookmark)) headers.set(BOOKMARK_HEADER, bookmark);
  // No body: the call takes no input, and the backend reads an empty body as `{}` without a stream
  // to read (docs/decisions/392-the-parts-call-dispatch-profiled.md).
  const outgoing = new Request(new URL(PARTS_PATH, request.url), { method: "POST", headers });
  try {
    const answer = await withinTimeout(upstream()(outgoing), PARTS_TIMEOUT_MS);
    if (answer === TIMED_OUT || !answer.ok) return null;
    const parts = partsOf((await answer.json()) as PartsAnswer);
    if (parts && key && !parts.account) rememberParts(key, version, parts);
    return parts;
  } catch {
    return null;
  }
}
