/**
 * Every path no other route claims: custom URL rules (e.g. /p/:slug for products),
 * custom-typed categories (e.g. /brand/:slug) and the app rule's pages (/app/*). The backend
 * resolves the path to data (or 404); the screen follows the type it answered with.
 *
 * The user area under a custom path is not served here: the Worker adds its routes to the route
 * table (functions/worker/user-area-routes.ts). A path the backend calls a storefront screen ("app")
 * that reached this route has no screen, so it is a 404, never a placeholder.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadListing } from "~/features/catalogue/listing.server";
import { listingMeta } from "~/features/catalogue/facets/facet-meta";
import { withLcpPreload } from "~/features/catalogue/lcp-picture";
import { notFound } from "~/lib/page.server";
import { resolvedAction } from "~/features/engagement/resolved-action.server";
import { pageHeaders } from "~/lib/page-headers";
import { ResolvedScreen } from "~/components/page/ResolvedScreen";

export async function loader(args: LoaderFunctionArgs) {
  const result = await loadListing(args);
  if ((result.data.page.data as { type?: string } | null)?.type === "app") throw await notFound(args);
  return result;
}

export const action = resolvedAction;
export const meta = withLcpPreload(listingMeta);
export const headers = pageHeaders;
export const handle = { titleKey: "pages.detail" };

export default function Screen() {
  return <ResolvedScreen />;
}
