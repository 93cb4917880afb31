/**
 * Category, tag and collection pages: the route request with the listing's filters, plus the
 * entity's description parsed like any server HTML.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "./page.server";
import { parsePageHtml } from "./page-html.server";
import { readListingQuery, toRouteQuery } from "./listing-query";

export async function loadListing(args: LoaderFunctionArgs) {
  const query = readListingQuery(new URL(args.request.url).searchParams);
  const result = await loadPage(args, { search: toRouteQuery(query) });
  const pageData = result.data.page.data as Record<string, { description?: string } | undefined> & { type?: string };
  const entity = pageData?.type ? pageData[pageData.type] : undefined;
  return data({ ...result.data, query, description: parsePageHtml(entity?.description) }, result.init ?? undefined);
}
