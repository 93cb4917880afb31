/**
 * Pictures inside server HTML (an article's body, a page's content) get what product pictures get
 * (docs/decisions/305, 336): a stored photo lists every width the Images binding serves it at,
 * with `sizes` saying how wide the body draws it, and a middle width as `src`. Runs on attributes
 * the sanitiser has already cleaned (page-html-attrs.server.ts): only a `src` that passed it and
 * names one of the shop's own stored raster pictures is rewritten. An author's own `srcset` is
 * kept as written; drawings, GIFs and other hosts keep their one address.
 */
import { isResizable } from "../../../functions/contract/responsive-images";
import { contentPictureSizes, pictureAttributes } from "../picture";

export function responsiveContentPicture(attrs: Record<string, string>): Record<string, string> {
  const src = attrs.src;
  if (!src || attrs.srcset || !isResizable(src)) return attrs;
  const { srcSet, src: fallback } = pictureAttributes(src, "content");
  if (!srcSet) return attrs;
  // srcset and sizes before src, as lib/picture.ts writes them; the author's `sizes` described
  // a picture without a srcset, so the body's own replaces it.
  const out: Record<string, string> = {
    srcset: srcSet,
    sizes: contentPictureSizes(Number(attrs.width)),
    src: fallback,
  };
  for (const [name, value] of Object.entries(attrs)) if (!(name in out)) out[name] = value;
  return out;
}
