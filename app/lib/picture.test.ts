import { describe, expect, it } from "vitest";
import { PICTURE_SIZES, contentPictureSizes, pictureAttributes } from "./picture";
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

/**
 * The width a browser takes from a srcset (the smallest candidate covering the slot's device
 * pixels), with `sizes` evaluated for a viewport: enough of the media syntax for PICTURE_SIZES.
 */
function chosenWidth(sizes: string, viewport: number, dpr: number): number {
  const slot = sizes.split(/,\s*(?![^()]*\))/).find((entry) => {
    const condition = /^\((min|max)-width:\s*(\d+)px\)\s/.exec(entry);
    if (!condition) return true;
    const bound = Number(condition[2]);
    return condition[1] === "min" ? viewport >= bound : viewport <= bound;
  })!;
  const length = slot.replace(/^\([^)]*\)\s*/, "").trim();
  const css = length.endsWith("vw") ? (viewport * Number(length.slice(0, -2))) / 100 : Number(length.slice(0, -2));
  return IMAGE_WIDTHS.find((width) => width >= css * dpr) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

describe("the width each screen fetches", () => {
  // Lighthouse's phone (412 px at 1.75), a 390 px phone at 3, a 1280 px desktop at 1.
  const screens = { lighthouse: [412, 1.75], phone: [390, 3], desktop: [1280, 1] } as const;
  const expected: Record<string, Record<keyof typeof screens, number>> = {
    hero: { lighthouse: 960, phone: 1280, desktop: 1280 },
    productMain: { lighthouse: 960, phone: 1280, desktop: 640 },
    productCard: { lighthouse: 480, phone: 640, desktop: 320 },
    categoryTile: { lighthouse: 480, phone: 640, desktop: 320 },
    content: { lighthouse: 960, phone: 1280, desktop: 1280 },
    thumb64: { lighthouse: 160, phone: 320, desktop: 160 },
  };
  for (const [kind, widths] of Object.entries(expected))
    it(`${kind}: never less than the drawn width, at most one step more`, () => {
      for (const [screen, [viewport, dpr]] of Object.entries(screens)) {
        const width = chosenWidth(PICTURE_SIZES[kind as keyof typeof PICTURE_SIZES], viewport, dpr);
        expect(width, `${kind} on ${screen}`).toBe(widths[screen as keyof typeof screens]);
      }
    });

  it("draws a body picture that names its width at most that wide, the column's width below it", () => {
    expect(contentPictureSizes(480)).toBe("(max-width: 480px) 100vw, 480px");
    expect(chosenWidth(contentPictureSizes(480), 1280, 1)).toBe(480);
    expect(chosenWidth(contentPictureSizes(480), 412, 1.75)).toBe(960);
    expect(chosenWidth(contentPictureSizes(480), 390, 3)).toBe(1280);
    for (const width of [0, -1, Number.NaN, 1.5]) expect(contentPictureSizes(width)).toBe(PICTURE_SIZES.content);
  });
});
