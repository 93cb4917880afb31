/**
 * The signed-in shopper's favorites as the server reads them, for pages drawn without JavaScript:
 * there the heart cannot load the wish list itself, so after "Favourite" posts and comes back it
 * would still say "Favourite" although the item is saved. Null for visitors and when the backend
 * does not answer (the button then waits for the browser's own load, as before).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readWishList, type WishList } from "~/state/wishlist";

export async function savedFavorites({ context }: LoaderFunctionArgs): Promise<WishList | null> {
  if (!context.session.signedIn) return null;
  return context.upstream
    .call("favorite/wishList", {})
    .then(readWishList)
    .catch(() => null);
}
