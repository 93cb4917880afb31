import { describe, expect, it } from "vitest";
import { lcpPreload } from "./lcp-picture";
import { PICTURE_SIZES } from "~/lib/picture";
import type { Page } from "~/lib/site";

const PHOTO = "/api/web/media/uploads/catalogue/00112233445566778899aabbccddeeff.jpg";
const OTHER = "/api/web/media/uploads/catalogue/ffeeddccbbaa99887766554433221100.png";
const DRAWING = "/api/web/media/demo/banner/spring.svg";

const page = (data: Page["data"], body: Page["body"] = []) => ({ data, body }) as unknown as Page;

describe("lcpPreload", () => {
  it("preloads the product's shown picture (the variant the URL names) with its srcset and sizes", () => {
    const product = page({
      type: "product",
      images: [PHOTO, OTHER],
      skus: [
        { sku: "A", stock: 1, image: PHOTO },
        { sku: "B", stock: 1, image: OTHER },
      ],
    });
    const [link] = lcpPreload(product, "B");
    expect(link).toMatchObject({
      tagName: "link",
      rel: "preload",
      as: "image",
      fetchpriority: "high",
      imageSizes: PICTURE_SIZES.productMain,
    });
    expect((link as { imageSrcSet: string }).imageSrcSet).toContain(`${OTHER}?w=640 640w`);
    expect((lcpPreload(product, undefined)[0] as { href: string }).href).toBe(`${PHOTO}?w=960`);
  });

  it("preloads a listing's first card and home's first hero slide", () => {
    const listing = page({ type: "category", products: { list: [{ image: PHOTO }, { image: OTHER }] } });
    expect(lcpPreload(listing, undefined)[0]).toMatchObject({ imageSizes: PICTURE_SIZES.productCard });
    const home = page({ type: "home" }, [
      { tag: "section", children: [{ component: "HeroBanner", props: { slides: [{ image: OTHER }] } }] },
    ]);
    expect(lcpPreload(home, undefined)[0]).toMatchObject({ href: `${OTHER}?w=960`, imageSizes: PICTURE_SIZES.hero });
  });

  it("preloads the first card's selected colour on a listing filtered by colour", () => {
    const listing = page({
      type: "category",
      products: { list: [{ image: PHOTO, variant: { sku: "NAVY-S", image: OTHER } }, { image: PHOTO }] },
    });
    expect(lcpPreload(listing, undefined)[0]).toMatchObject({ href: `${OTHER}?w=960` });
  });

  it("preloads a drawing by its one address, and nothing on a page without a picture", () => {
    const home = page({ type: "home" }, [{ component: "HeroBanner", props: { slides: [{ image: DRAWING }] } }]);
    expect(lcpPreload(home, undefined)).toEqual([
      { tagName: "link", rel: "preload", as: "image", href: DRAWING, fetchpriority: "high" },
    ]);
    expect(lcpPreload(page({ type: "page" }, ["text"]), undefined)).toEqual([]);
    expect(lcpPreload(page({ type: "category", products: { list: [] } }), undefined)).toEqual([]);
  });
});
