/** /robots.txt — crawl the catalogue and content, not the shopper's own screens. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { LANGUAGES } from "../../functions/contract/languages";

const PRIVATE = ["/cart", "/checkout/", "/auth/", "/user/", "/api/", "/search?"];

export function loader({ request }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  const rules = ["", ...LANGUAGES.map((lang) => `/${lang}`)].flatMap((prefix) =>
    PRIVATE.map((path) => `Disallow: ${prefix}${path}`),
  );
  const body = ["User-agent: *", "Allow: /", ...rules, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=86400" },
  });
}
