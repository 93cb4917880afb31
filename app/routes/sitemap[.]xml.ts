/** /sitemap.xml — the index of every paged sitemap (see features/content/sitemap.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapIndex } from "~/features/content/sitemap.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const upstream = context.upstream.inLanguage("en");
  const xml = await sitemapIndex(upstream, new URL(request.url).origin);
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
