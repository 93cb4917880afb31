import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadListing } from "~/features/catalogue/listing.server";
import { listingMeta } from "~/features/catalogue/facets/facet-meta";
import { withLcpPreload } from "~/features/catalogue/lcp-picture";
import { pageHeaders } from "~/lib/page-headers";
import { ListingScreen } from "~/features/catalogue/listing/ListingScreen";

export const loader = (args: LoaderFunctionArgs) => loadListing(args);
export const meta = withLcpPreload(listingMeta);
export const headers = pageHeaders;

export default ListingScreen;
