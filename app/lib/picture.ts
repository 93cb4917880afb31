/**
 * Every product, listing, article and banner picture's `srcset` and `sizes` (docs/decisions/305).
 * A picture the shop stores (an upload or an imported photo) lists each width the Worker serves
 * it at, and `sizes` says how wide the page draws it, so a phone fetches a phone-sized AVIF and a
 * desktop a larger one. The demo's SVG drawings and outside addresses keep their one `src`.
 *
 * Each place a picture is drawn names its `sizes` here, next to the grid it sits in, and the
 * preload of the page's largest picture (lcp-picture.ts) uses the same text: a preload whose
 * `imagesizes` differs from the img's would fetch a second copy.
 */
import { resizedSrc, srcSetOf } from "../../functions/contract/responsive-images";

/** What a browser without `srcset` gets of a stored picture: a middle width, never the original. */
const FALLBACK_WIDTH = 960;

/** How wide each kind of picture is drawn, mirroring the Tailwind grids of its component. */
export const PICTURE_SIZES = {
  /** HeroBanner: the full container. */
  hero: "(min-width: 1660px) 1660px, 100vw",
  /** ProductGallery's main picture: half of `md:grid-cols-2`, the whole width on a phone. */
  productMain: "(min-width: 1660px) 830px, (min-width: 768px) 50vw, 100vw",
  /** ProductGrid: 2, md 3, lg 4 columns. */
  productCard: "(min-width: 1660px) 415px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw",
  /** CategoryTiles: 2, sm 3, lg 6 columns. */
  categoryTile: "(min-width: 1660px) 277px, (min-width: 1024px) 17vw, (min-width: 640px) 33vw, 50vw",
  /** ArticleList: md 3 columns. */
  article: "(min-width: 1660px) 553px, (min-width: 768px) 33vw, 100vw",
  /** QuickViewDialog: half of a 42rem box from sm, nearly the phone's width below. */
  quickView: "(min-width: 640px) 336px, 90vw",
  /** Server HTML's pictures (article and page bodies): the container's prose column. */
  content: "(min-width: 1660px) 1660px, 100vw",
  /** Fixed thumbnails: search hits and cart lines (5rem), the drawer (3.5rem), gallery thumbs (4rem). */
  thumb80: "80px",
  thumb64: "64px",
  thumb56: "56px",
} as const;

export type PictureKind = keyof typeof PICTURE_SIZES;

/**
 * `sizes` of a picture in server HTML: one that names its `width` is drawn at most that wide
 * (prose keeps it within the column), so a phone gets the column's width and anything wider the
 * picture's own; without a width, the column's (`content`).
 */
export function contentPictureSizes(width: number): string {
  if (!Number.isInteger(width) || width <= 0) return PICTURE_SIZES.content;
  return `(max-width: ${width}px) 100vw, ${width}px`;
}

/** The img attributes of `src` drawn as `kind`; `rewrite` changes each candidate's address (a retry). */
export function pictureAttributes(
  src: string,
  kind: PictureKind,
  rewrite?: (url: string) => string,
): { src: string; srcSet?: string; sizes?: string } {
  const address = rewrite ?? ((url: string) => url);
  const srcSet = srcSetOf(src, address);
  if (!srcSet) return { src: address(src) };
  // srcset and sizes before src: a browser that starts on src as soon as it is set fetches the right one.
  return { srcSet, sizes: PICTURE_SIZES[kind], src: address(resizedSrc(src, FALLBACK_WIDTH)) };
}
