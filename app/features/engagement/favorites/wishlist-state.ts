/**
 * The shopper's favorites as sets of ids (`favorite/wishList`), so every favorite button knows
 * its state. docs/spec.md §3 and §4: the lists are mirrored to localStorage; a list counts only
 * if it is an array; when the backend answers all three lists empty, a no-wishlist flag is kept
 * and later loads skip the request, until the shopper adds a favorite. The lists and the flag
 * belong to the signed-in account (its id is stored with them): another account in the same
 * browser neither sees them nor skips its own load, and signing out removes them. The rules are
 * the pure functions below (unit-tested); the atoms hold the state.
 */
import { atom } from "jotai";

export const FAVORITE_TYPES = ["article", "product", "page"] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
export type WishList = Record<FavoriteType, number[]>;

export const WISHLIST_STORAGE_KEY = "shop.wishList";
export const NO_WISHLIST_STORAGE_KEY = "shop.noWishList";

/**
 * Set (not HttpOnly, a few minutes) by the user/favorite action when a favorite was changed by a
 * plain form post: the tab's stored flag may then be stale, so the next load asks again.
 */
export const WISHLIST_CHANGED_COOKIE = "wishChanged";

export const changedOnServer = (cookieHeader: string) =>
  cookieHeader.split(";").some((part) => part.trim() === `${WISHLIST_CHANGED_COOKIE}=1`);

export const EMPTY_WISHLIST: WishList = { article: [], product: [], page: [] };

/** Only arrays count as lists; anything else (null, an object, a string) is an empty list. */
export function readWishList(data: unknown): WishList {
  const source = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const list = (value: unknown) =>
    Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  return { article: list(source.article), product: list(source.product), page: list(source.page) };
}

export const isEmptyWishList = (wishList: WishList) => FAVORITE_TYPES.every((type) => wishList[type].length === 0);

/** Ask the backend only for a signed-in shopper whose last answer was not "no wish list". */
export const shouldLoadWishList = (signedIn: boolean, noWishListFlag: boolean) => signedIn && !noWishListFlag;

/** What a load leaves behind: the lists and whether the no-wishlist flag is now set. */
export function afterLoad(data: unknown): { wishList: WishList; noWishList: boolean } {
  const wishList = readWishList(data);
  return { wishList, noWishList: isEmptyWishList(wishList) };
}

/** Adding or removing one item; adding always clears the no-wishlist flag. */
export function toggled(wishList: WishList, type: FavoriteType, id: number, on: boolean): WishList {
  const rest = wishList[type].filter((item) => item !== id);
  return { ...wishList, [type]: on ? [id, ...rest] : rest };
}

export const wishListAtom = atom<WishList>(EMPTY_WISHLIST);
export const noWishListAtom = atom(false);
/** "idle" until the first load in this tab, so many buttons on one screen load it once. */
export const wishListStatusAtom = atom<"idle" | "loading" | "ready">("idle");
/** Whose lists the atoms hold (an account id; null: a visitor's, always empty). */
export const wishListOwnerAtom = atom<number | null>(null);

/** The stored flag names its account, so it never stands for another one. */
const flagFor = (owner: number) => `account:${owner}`;

export function readStoredFlag(storage: Pick<Storage, "getItem"> | null, owner: number | null): boolean {
  try {
    return owner !== null && storage?.getItem(NO_WISHLIST_STORAGE_KEY) === flagFor(owner);
  } catch {
    return false;
  }
}

export function storeWishList(
  storage: Pick<Storage, "setItem" | "removeItem"> | null,
  owner: number | null,
  wishList: WishList,
  noWishList: boolean,
) {
  if (owner === null) return forgetStoredWishList(storage);
  try {
    storage?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify({ owner, ...wishList }));
    if (noWishList) storage?.setItem(NO_WISHLIST_STORAGE_KEY, flagFor(owner));
    else storage?.removeItem(NO_WISHLIST_STORAGE_KEY);
  } catch {
    // Without storage the atoms still hold the lists for this tab.
  }
}

/** Signing out (or a session that ended) leaves nothing of the account's lists or flag behind. */
export function forgetStoredWishList(storage: Pick<Storage, "removeItem"> | null) {
  try {
    storage?.removeItem(WISHLIST_STORAGE_KEY);
    storage?.removeItem(NO_WISHLIST_STORAGE_KEY);
  } catch {
    // Nothing stored without storage.
  }
}
