/**
 * Favorites (features/engagement/favorites/FavoritesScreen.tsx, favorites-page.server.ts). The
 * action is also where every favorite button on the site posts without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { favoriteAction, loadFavoritesPage } from "~/features/engagement/favorites/favorites-page.server";
import { FavoritesScreen } from "~/features/engagement/favorites/FavoritesScreen";

export const loader = (args: LoaderFunctionArgs) => loadFavoritesPage(args);
export const action = (args: ActionFunctionArgs) => favoriteAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userFavorite" };

export default function Screen() {
  return <FavoritesScreen loaded={useLoaderData<typeof loader>()} />;
}
