/**
 * The personal parts the Worker wrote into a cached page (docs/decisions/270). The page's
 * HTML came from a shopper-neutral render; the Worker filled in the name, cart count and hearts
 * and wrote the same values into the #shopper-parts data block. The browser reads that block
 * once, before hydrating, and lays it over the root's data of that first page only, so React's
 * first render matches the stitched HTML. Any later root data (a revalidation, a navigation that
 * reloads the root) comes from a loader that saw the shopper's own cookies and wins.
 */
import { NO_STITCHED_PARTS, SHOPPER_PARTS_ELEMENT_ID, type ShopperParts } from "../../functions/contract/shopper-parts";
import type { RootData } from "./root-data";

let read = false;
let parts: ShopperParts | null = null;
/** The root data object the page was hydrated with: the only one the parts belong to. */
let firstRoot: RootData | undefined;
let stitched: RootData | undefined;

function readParts(): ShopperParts | null {
  const text = document.getElementById(SHOPPER_PARTS_ELEMENT_ID)?.textContent ?? NO_STITCHED_PARTS;
  try {
    const value = JSON.parse(text) as ShopperParts | null;
    return value && typeof value === "object" && typeof value.cartCount === "number" ? value : null;
  } catch {
    return null;
  }
}

/** `root` with the stitched parts laid over it when it is the data this page was hydrated with. */
export function withStitchedParts(root: RootData): RootData {
  // The server renders the neutral page: it never lays anything over it.
  if (typeof document === "undefined") return root;
  if (!read) {
    read = true;
    parts = readParts();
  }
  firstRoot ??= root;
  if (!parts || root !== firstRoot) return root;
  stitched ??= {
    ...root,
    signedIn: !!parts.account,
    account: parts.account,
    cartCount: parts.cartCount,
    favorites: parts.favorites,
  };
  return stitched;
}
