/**
 * The wish list in the browser: loaded once per tab from favorite/wishList into the atoms (the
 * first favorite button on a screen triggers it), mirrored to localStorage, and skipped while
 * the no-wishlist flag is set (docs/spec.md §4). Toggling updates the atoms at once and the
 * backend after, then takes the backend's lists as the truth (favorite/add answers `null` on
 * success, which the browser API cannot tell from a failure; a refused call was already shown).
 * All of it belongs to the signed-in account (docs/decisions/126): a change of account in the
 * tab starts afresh, and the stored flag counts only for the account that set it.
 */
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { useApi } from "../../../lib/use-api";
import { useShop } from "../../../lib/use-shop";
import { setBrowserCookie } from "../../../../functions/contract/cookies";
import {
  EMPTY_WISHLIST,
  WISHLIST_CHANGED_COOKIE,
  afterLoad,
  changedOnServer,
  noWishListAtom,
  readStoredFlag,
  shouldLoadWishList,
  storeWishList,
  toggled,
  wishListAtom,
  wishListOwnerAtom,
  wishListStatusAtom,
  type FavoriteType,
} from "~/features/engagement/favorites/wishlist-state";

const storage = () => (typeof window === "undefined" ? null : window.localStorage);

/**
 * The account whose load this tab has started (undefined: none yet), so many buttons mounting in
 * the same render load once. Per account: a shopper who signs in without a reload (a Remix form)
 * after the visitor's buttons mounted is loaded afresh.
 */
let loadStartedFor: number | null | undefined;

/** The signed-in account's id; null for visitors (and a backend that does not say). */
export const useWishListOwner = () => useShop().account?.id ?? null;

export function useWishListLoader() {
  const owner = useWishListOwner();
  const api = useApi();
  const [status, setStatus] = useAtom(wishListStatusAtom);
  const [heldFor, setHeldFor] = useAtom(wishListOwnerAtom);
  const setWishList = useSetAtom(wishListAtom);
  const setNoWishList = useSetAtom(noWishListAtom);
  useEffect(() => {
    if (heldFor === owner && status !== "idle") return;
    if (loadStartedFor === owner) return;
    loadStartedFor = owner;
    // Another shopper than the atoms were loaded for: nothing of the last one's stays.
    setHeldFor(owner);
    setWishList(EMPTY_WISHLIST);
    // A favorite added by a plain form post (before hydration, or elsewhere) clears the flag too.
    const serverChange = changedOnServer(document.cookie);
    if (serverChange) setBrowserCookie(WISHLIST_CHANGED_COOKIE, "", 0);
    const flag = !serverChange && readStoredFlag(storage(), owner);
    setNoWishList(flag);
    if (!shouldLoadWishList(owner !== null, flag)) return setStatus("ready");
    setStatus("loading");
    void api<unknown>("favorite/wishList").then((data) => {
      // The shopper changed while the answer was on its way: it is not theirs.
      if (loadStartedFor !== owner) return;
      if (data !== null) {
        const loaded = afterLoad(data);
        setWishList(loaded.wishList);
        setNoWishList(loaded.noWishList);
        storeWishList(storage(), owner, loaded.wishList, loaded.noWishList);
      }
      setStatus("ready");
    });
  }, [owner, heldFor, status, api, setStatus, setHeldFor, setWishList, setNoWishList]);
}

export function useFavorite(type: FavoriteType, id: number) {
  useWishListLoader();
  const owner = useWishListOwner();
  const api = useApi();
  const wishList = useAtomValue(wishListAtom);
  const setWishList = useSetAtom(wishListAtom);
  const setNoWishList = useSetAtom(noWishListAtom);
  const on = wishList[type].includes(id);
  const toggle = useCallback(async () => {
    const before = wishList;
    const next = toggled(wishList, type, id, !on);
    setWishList(next);
    // Adding always clears the flag: the next load must ask again.
    const noWishList = on ? readStoredFlag(storage(), owner) : false;
    setNoWishList(noWishList);
    storeWishList(storage(), owner, next, noWishList);
    await api(on ? "favorite/cancel" : "favorite/add", { type, id });
    const fresh = await api<unknown>("favorite/wishList");
    if (fresh === null) {
      setWishList(before);
      storeWishList(storage(), owner, before, readStoredFlag(storage(), owner));
      return;
    }
    const loaded = afterLoad(fresh);
    setWishList(loaded.wishList);
    setNoWishList(loaded.noWishList);
    storeWishList(storage(), owner, loaded.wishList, loaded.noWishList);
  }, [api, id, on, owner, setNoWishList, setWishList, type, wishList]);
  return { on, toggle };
}
