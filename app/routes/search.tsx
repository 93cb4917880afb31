import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadSearch } from "~/features/search/search.server";
import { listingMeta } from "~/features/catalogue/facets/facet-meta";
import { pageHeaders } from "~/lib/page-headers";
import { SearchScreen } from "~/features/search/SearchScreen";

export const loader = (args: LoaderFunctionArgs) => loadSearch(args);
export const meta = listingMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "search.label" };

export default SearchScreen;
