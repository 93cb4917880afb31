/** The home page: the server's body, and the shop's Organization and WebSite JSON-LD. */
import { useLoaderData } from "@remix-run/react";
import type { PageLoaderData } from "~/lib/page.server";
import { siteJsonLd } from "~/lib/structured-data";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { ContentScreen } from "~/components/page/ContentScreen";
import { JsonLd } from "~/components/page/JsonLd";

export function HomeScreen() {
  const { site, origin } = useShop();
  const links = useLinks();
  const { page } = useLoaderData<PageLoaderData>();
  return (
    <>
      {/* The server's home body (banners, shelves) has no level-one heading: the shop's name is it. */}
      {page.body.length ? <h1 className="sr-only">{site.name}</h1> : null}
      <ContentScreen titleKey="pages.home" />
      <JsonLd data={import.meta.env.SSR ? siteJsonLd(site.name, origin, links.path("/search"), site.logo) : null} />
    </>
  );
}
