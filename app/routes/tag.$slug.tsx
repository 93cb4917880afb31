import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadListing } from "~/lib/listing.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { ListingScreen } from "~/components/catalogue/listing/ListingScreen";

export const loader = (args: LoaderFunctionArgs) => loadListing(args);
export const meta = pageMeta;
export const headers = pageHeaders;

export default ListingScreen;
