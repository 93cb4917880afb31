/** The home page: the server's body, and the shop's Organization and WebSite JSON-LD. */
import { siteJsonLd } from "~/lib/structured-data";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { ContentScreen } from "~/components/page/ContentScreen";
import { JsonLd } from "~/components/page/JsonLd";

export function HomeScreen() {
  const { site, origin } = useShop();
  const links = useLinks();
  return (
    <>
      <ContentScreen titleKey="pages.home" />
      <JsonLd data={siteJsonLd(site.name, origin, links.path("/search"), site.logo)} />
    </>
  );
}
