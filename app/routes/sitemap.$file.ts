/** /sitemap/<type>[-<page>].xml — one sitemap file; unknown names are 404. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapFile } from "~/features/content/sitemap.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const upstream = context.upstream.inLanguage("en");
  const site = context.site;
  const xml = await sitemapFile(params.file ?? "", upstream, site, new URL(request.url).origin);
  if (!xml) return new Response("Not found", { status: 404 });
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
