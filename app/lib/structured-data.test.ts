import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, siteJsonLd } from "./structured-data";

describe("structured data", () => {
  it("numbers breadcrumbs from 1 and gives the site a search action", () => {
    expect(breadcrumbJsonLd([{ name: "Home", url: "https://s/" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://s/" },
    ]);
    const [organization, site] = siteJsonLd("Shop", "https://s", "/search");
    expect(organization["@type"]).toBe("Organization");
    expect(JSON.stringify(site)).toContain("https://s/search?q={search_term_string}");
  });
});
