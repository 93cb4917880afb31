import { describe, expect, it } from "vitest";
import { PICTURE_SIZES, pictureAttributes } from "./picture";
import { IMAGE_WIDTHS } from "../../functions/contract/responsive-images";

const PHOTO = "/api/web/media/uploads/catalogue/0123456789abcdef0123456789abcdef.jpg";

describe("pictureAttributes", () => {
  it("lists every served width of a stored photo, with the kind's sizes and a middle-width src", () => {
    const attributes = pictureAttributes(PHOTO, "productCard");
    expect(attributes.srcSet?.split(", ")).toEqual(IMAGE_WIDTHS.map((width) => `${PHOTO}?w=${width} ${width}w`));
    expect(attributes.sizes).toBe(PICTURE_SIZES.productCard);
    expect(attributes.src).toBe(`${PHOTO}?w=960`);
  });

  it("leaves the demo's SVG drawings, GIFs and outside pictures as they are", () => {
    for (const src of [
      "/api/web/media/demo/product/slim-cardigan-1-navy.svg",
      "/api/web/media/uploads/images/20260101/abc.gif",
      "https://cdn.example.com/photo.jpg",
      "/api/web/media/uploads/../secret.jpg",
    ])
      expect(pictureAttributes(src, "hero")).toEqual({ src });
  });

  it("rewrites every candidate for a retry", () => {
    const retry = (url: string) => `${url}${url.includes("?") ? "&" : "?"}retry=2`;
    const attributes = pictureAttributes(PHOTO, "hero", retry);
    expect(attributes.src).toBe(`${PHOTO}?w=960&retry=2`);
    expect(attributes.srcSet).toContain(`${PHOTO}?w=160&retry=2 160w`);
    expect(pictureAttributes("/a.svg", "hero", retry)).toEqual({ src: "/a.svg?retry=2" });
  });
});
