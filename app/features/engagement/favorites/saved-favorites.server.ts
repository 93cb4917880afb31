/**
 * The signed-in shopper's favorites as the server reads them, for a page drawn after a favorite
 * was changed by a plain form post (no JavaScript): there the heart cannot load the wish list
 * itself, so after "Favourite" posts and comes back it would still say "Favourite" although the
 * item is saved. Read only while the action's `wishChanged` cookie is set (a few minutes after
 * such a post), so other visits keep their D1 round-trip budget (ADR 085). Null otherwise, and
 * when the backend does not answer: the button then shows what the browser loads, as before.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { changedOnServer, readWishList, type WishList } from "~/features/engagement/favorites/wishlist-state";

export async function savedFavorites({ request, context }: LoaderFunctionArgs): Promise<WishList | null> {
  if (!context.session.signedIn || !changedOnServer(request.headers.get("cookie") ?? "")) return null;
  return context.upstream
    .call("favorite/wishList", {})
    .then(readWishList)
    .catch(() => null);
}
