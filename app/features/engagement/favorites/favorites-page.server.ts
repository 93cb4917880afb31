/**
 * The favorites page's loader (routes/user.favorite.tsx): one tab's items, paged, and the counts of
 * all three. Its action is also where every favorite button on the site posts without JavaScript:
 * it adds or removes, then goes back to the page the button was on.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { UpstreamError } from "~/lib/envelope";
import { safeRedirect, signOutToSignIn } from "~/lib/session.server";
import { loadAccountPage } from "~/features/account/account-data.server";
import { loadFavorites } from "~/features/account/account-screens.server";
import { pageParam } from "~/features/account/user-center";
import { favoriteSchema } from "./favorite-form";
import { FAVORITE_TYPES, WISHLIST_CHANGED_COOKIE, type FavoriteType } from "./wishlist-state";

const typeOf = (request: Request): FavoriteType => {
  const wanted = new URL(request.url).searchParams.get("type");
  return FAVORITE_TYPES.find((type) => type === wanted) ?? "product";
};

export const loadFavoritesPage = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, async (upstream) => {
    const type = typeOf(args.request);
    const { list, counts } = await loadFavorites(upstream, { type, page: pageParam(args.request), pageSize: 12 });
    return { type, list, counts };
  });

export async function favoriteAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: favoriteSchema });
  const back = safeRedirect(submission.payload.redirectTo as string | undefined, new URL(request.url).pathname);
  if (submission.status !== "success") return redirect(back);
  const { intent, type, id } = submission.value;
  try {
    await context.upstream.call(intent === "add" ? "favorite/add" : "favorite/cancel", { type, id });
  } catch (error) {
    if (error instanceof UpstreamError && error.signedOut) throw signOutToSignIn(request, context.session.secure, back);
    if (!(error instanceof UpstreamError)) throw error;
    // An item that is gone cannot be favorited: back to the page, which shows its real state.
  }
  // The tab's "no wish list" flag may be stale now: the next wish-list load asks the backend.
  return redirect(back, {
    headers: { "set-cookie": `${WISHLIST_CHANGED_COOKIE}=1; Path=/; Max-Age=300; SameSite=Lax` },
  });
}
