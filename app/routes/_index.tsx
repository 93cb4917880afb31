import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { siteJsonLd } from "~/lib/structured-data";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { ContentScreen } from "~/components/page/ContentScreen";
import { JsonLd } from "~/components/page/JsonLd";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  const { site, origin } = useShop();
  const links = useLinks();
  return (
    <>
      <ContentScreen titleKey="pages.home" />
      <JsonLd data={siteJsonLd(site.name, origin, links.path("/search"), site.logo)} />
    </>
  );
}
