import { describe, expect, it } from "vitest";
import {
  changedOnServer,
  afterLoad,
  forgetStoredWishList,
  readStoredFlag,
  readWishList,
  shouldLoadWishList,
  storeWishList,
  toggled,
  EMPTY_WISHLIST,
  NO_WISHLIST_STORAGE_KEY,
} from "./wishlist-state";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("wish list rules", () => {
  it("counts data as a list only if it is an array", () => {
    expect(readWishList({ article: [1, "2"], product: { 0: 3 }, page: "4" })).toEqual({
      article: [1, 2],
      product: [],
      page: [],
    });
    expect(readWishList(null)).toEqual(EMPTY_WISHLIST);
    expect(readWishList("nonsense")).toEqual(EMPTY_WISHLIST);
  });

  it("sets the no-wishlist flag when all three lists come back empty (or not lists)", () => {
    expect(afterLoad({ article: [], product: [], page: [] }).noWishList).toBe(true);
    expect(afterLoad({ article: null, product: "x", page: {} }).noWishList).toBe(true);
    expect(afterLoad({ article: [], product: [7], page: [] })).toEqual({
      wishList: { article: [], product: [7], page: [] },
      noWishList: false,
    });
  });

  it("skips the request while the flag is set, and for visitors", () => {
    expect(shouldLoadWishList(true, false)).toBe(true);
    expect(shouldLoadWishList(true, true)).toBe(false);
    expect(shouldLoadWishList(false, false)).toBe(false);
  });

  it("notices a favorite changed by a plain form post", () => {
    expect(changedOnServer("a=1; wishChanged=1")).toBe(true);
    expect(changedOnServer("wishChanged=0; notwishChanged=1")).toBe(false);
  });

  it("adding a favorite clears the flag; the mirror follows", () => {
    const storage = memoryStorage();
    storeWishList(storage, 7, EMPTY_WISHLIST, true);
    expect(readStoredFlag(storage, 7)).toBe(true);
    const next = toggled(EMPTY_WISHLIST, "product", 5, true);
    expect(next.product).toEqual([5]);
    storeWishList(storage, 7, next, false);
    expect(readStoredFlag(storage, 7)).toBe(false);
    expect(storage.map.has(NO_WISHLIST_STORAGE_KEY)).toBe(false);
    expect(JSON.parse(storage.map.get("shop.wishList")!)).toEqual({ owner: 7, article: [], product: [5], page: [] });
    expect(toggled(next, "product", 5, false).product).toEqual([]);
  });

  it("belongs to one account: another account's flag is not its own, signing out forgets both", () => {
    const storage = memoryStorage();
    storeWishList(storage, 7, EMPTY_WISHLIST, true);
    expect(readStoredFlag(storage, 8)).toBe(false);
    expect(readStoredFlag(storage, null)).toBe(false);
    // The flag of the earlier format ("1") stands for nobody.
    storage.setItem(NO_WISHLIST_STORAGE_KEY, "1");
    expect(readStoredFlag(storage, 1)).toBe(false);
    storeWishList(storage, 7, toggled(EMPTY_WISHLIST, "page", 2, true), true);
    forgetStoredWishList(storage);
    expect([...storage.map.keys()]).toEqual([]);
    storeWishList(storage, null, EMPTY_WISHLIST, true);
    expect([...storage.map.keys()]).toEqual([]);
  });
});
