import { describe, expect, it } from "vitest";
import { parsePageHtml } from "./page-html.server";
import { IMAGE_WIDTHS } from "../../../functions/contract/responsive-images";
import { PICTURE_SIZES } from "../picture";

const PHOTO = "/api/web/media/uploads/images/20261127/0123456789abcdef.jpg";
const srcset = IMAGE_WIDTHS.map((width) => `${PHOTO}?w=${width} ${width}w`).join(", ");

describe("pictures in server HTML (an article's body)", () => {
  it("gives a stored photo every served width, the body's sizes and a middle-width src", () => {
    expect(parsePageHtml(`<p><img src="${PHOTO}" alt="Coat"></p>`)).toEqual([
      {
        tag: "p",
        children: [{ tag: "img", attrs: { srcset, sizes: PICTURE_SIZES.content, src: `${PHOTO}?w=960`, alt: "Coat" } }],
      },
    ]);
  });

  it("draws a picture that names its width at most that wide", () => {
    const [img] = parsePageHtml(`<img src="${PHOTO}" width="480" height="320" sizes="10px">`);
    expect(img).toMatchObject({
      attrs: { srcset, sizes: "(max-width: 480px) 100vw, 480px", src: `${PHOTO}?w=960`, width: "480", height: "320" },
    });
  });

  it("keeps the sanitiser's rules: unsafe addresses dropped, own srcsets, drawings and other hosts as written", () => {
    const html = [
      `<img src="javascript:alert(1)//${PHOTO}" onerror="x()">`,
      `<img src="${PHOTO}" srcset="/a.jpg 1x, javascript:x 2x">`,
      `<img src="/api/web/media/demo/product/coat-navy.svg">`,
      `<img src="/api/web/media/uploads/images/20261127/a.gif">`,
      `<img src="https://cdn.example.com${PHOTO}">`,
      `<img src="/api/web/media/uploads/../secret.jpg">`,
    ].join("");
    expect(parsePageHtml(html)).toEqual([
      { tag: "img" },
      { tag: "img", attrs: { src: PHOTO, srcset: "/a.jpg 1x" } },
      { tag: "img", attrs: { src: "/api/web/media/demo/product/coat-navy.svg" } },
      { tag: "img", attrs: { src: "/api/web/media/uploads/images/20261127/a.gif" } },
      { tag: "img", attrs: { src: `https://cdn.example.com${PHOTO}` } },
      { tag: "img", attrs: { src: "/api/web/media/uploads/../secret.jpg" } },
    ]);
  });
});
