/** The top-level `/{slug}`: the backend resolves it to a page, then a category, then a product. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadListing } from "~/features/catalogue/listing.server";
import { listingMeta } from "~/features/catalogue/facets/facet-meta";
import { resolvedAction } from "~/features/engagement/resolved-action.server";
import { pageHeaders } from "~/lib/page-headers";
import { ResolvedScreen } from "~/components/page/ResolvedScreen";

export const loader = (args: LoaderFunctionArgs) => loadListing(args);
export const action = resolvedAction;
export const meta = listingMeta;
export const headers = pageHeaders;

export default function Screen() {
  return <ResolvedScreen />;
}
