import { describe, expect, it } from "vitest";
import { CONTENT_PARTS, WIDGET_PARTS, contentPartsIn } from "./page-parts";
import { SERVER_PARTS } from "./server-parts";
import { PAGE_COMPONENTS } from "./registry";

describe("lazy page parts", () => {
  it("names the content parts a page loads before hydrating, nested or not, once each; never a widget or a grid", () => {
    const head = [{ tag: "header", children: [{ component: "SearchBox", props: {} }] }];
    const body = [
      { component: "HeroBanner", props: {} },
      { tag: "section", children: ["Featured", { tag: "div", children: [{ component: "ProductGrid", props: {} }] }] },
      { tag: "section", children: [{ tag: "div", children: [{ component: "CategoryTiles", props: {} }] }] },
      { tag: "section", children: [{ component: "CategoryTiles", props: {} }] },
    ];
    // A product grid is handed over on sight (IN_VIEW_PARTS), not loaded before hydration.
    expect(contentPartsIn(head, body, [])).toBe("CategoryTiles HeroBanner");
    expect(contentPartsIn(head)).toBe("");
  });

  it("the server renders every lazy part, and no name is both eager and lazy", () => {
    const lazy = [...Object.keys(CONTENT_PARTS), ...Object.keys(WIDGET_PARTS)].sort();
    expect(Object.keys(SERVER_PARTS).sort()).toEqual(lazy);
    for (const name of Object.keys(PAGE_COMPONENTS)) expect(lazy).not.toContain(name);
  });
});
