import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadListing } from "~/features/catalogue/listing.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { ListingScreen } from "~/features/catalogue/listing/ListingScreen";

export const loader = (args: LoaderFunctionArgs) => loadListing(args);
export const meta = pageMeta;
export const headers = pageHeaders;

export default ListingScreen;
