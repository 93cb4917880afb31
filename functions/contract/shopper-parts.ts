/**
 * The personal parts of a cached page (docs/decisions/270): what the Worker writes into the
 * shopper-neutral copy of a catalogue or content page, and what the page's hydration reads so
 * React renders the same values. The Worker and the storefront share this shape and the names
 * of the marks the neutral render carries; neither imports the other.
 */
export type FavoriteIds = { article: number[]; product: number[]; page: number[] };

export type ShopperParts = {
  /** What the head's account link shows; null for a visitor. */
  account: { id: number | null; name: string } | null;
  cartCount: number;
  /** The ids the hearts on the page show as saved (empty for a visitor). */
  favorites: FavoriteIds;
};

/** The JSON data block (not a script that runs) the Worker fills and the browser reads before hydrating. */
export const SHOPPER_PARTS_ELEMENT_ID = "shopper-parts";

/** What the neutral render writes into that block: no parts, the page is as rendered. */
export const NO_STITCHED_PARTS = "null";

/**
 * Marks on the neutral render's elements (data attributes React writes in every render, so they
 * never differ between the server's HTML and the browser's first render).
 */
export const STITCH_MARKS = {
  /** The visitor's sign-in link; carries the signed-in menu's texts and links. */
  accountSlot: "data-account-slot",
  /** The cart link; carries the plural forms of its accessible name. */
  cartLink: "data-cart-link",
  /** The heart's label span; carries both of its texts. */
  labelOn: "data-label-on",
  labelOff: "data-label-off",
  /** Something only a visitor is shown (a sign-in hint): dropped for a signed-in shopper. */
  visitorOnly: "data-visitor-only",
} as const;

/**
 * A page whose neutral copy may be cached for visitors but never filled in for a shopper: what
 * it shows a customer is more than the parts (a coupon's claim state). The storefront's answer
 * says so in this header; the page cache then renders it for the shopper as before.
 */
export const PAGE_STITCH_HEADER = "x-page-stitch";
export const NEVER_STITCHED = "never";

/** The heart's two glyphs (FavoriteButton). */
export const HEART = { on: "♥", off: "♡" } as const;
