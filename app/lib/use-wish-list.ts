/**
 * The wish list in the browser: loaded once per tab from favorite/wishList into the atoms (the
 * first favourite button on a screen triggers it), mirrored to localStorage, and skipped while
 * the no-wishlist flag is set (SPEC.md section 4). Toggling updates the atoms at once and the
 * backend after, then takes the backend's lists as the truth (favorite/add answers `null` on
 * success, which the browser API cannot tell from a failure; a refused call was already shown).
 */
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect } from "react";
import { useApi } from "./use-api";
import { useShop } from "./use-shop";
import {
  WISHLIST_CHANGED_COOKIE, afterLoad, changedOnServer, noWishListAtom, readStoredFlag, shouldLoadWishList, storeWishList, toggled, wishListAtom, wishListStatusAtom,
  type FavoriteType,
} from "~/state/wishlist";

const storage = () => (typeof window === "undefined" ? null : window.localStorage);

/** One load per tab however many buttons mount in the same render (their effects run together). */
let loadStarted = false;

export function useWishListLoader() {
  const { signedIn } = useShop();
  const api = useApi();
  const [status, setStatus] = useAtom(wishListStatusAtom);
  const setWishList = useSetAtom(wishListAtom);
  const setNoWishList = useSetAtom(noWishListAtom);
  useEffect(() => {
    if (status !== "idle" || loadStarted) return;
    loadStarted = true;
    // A favourite added by a plain form post (before hydration, or elsewhere) clears the flag too.
    const serverChange = changedOnServer(document.cookie);
    if (serverChange) document.cookie = `${WISHLIST_CHANGED_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    const flag = !serverChange && readStoredFlag(storage());
    setNoWishList(flag);
    if (!shouldLoadWishList(signedIn, flag)) return setStatus("ready");
    setStatus("loading");
    void api<unknown>("favorite/wishList").then((data) => {
      if (data !== null) {
        const loaded = afterLoad(data);
        setWishList(loaded.wishList);
        setNoWishList(loaded.noWishList);
        storeWishList(storage(), loaded.wishList, loaded.noWishList);
      }
      setStatus("ready");
    });
  }, [status, signedIn, api, setStatus, setWishList, setNoWishList]);
}

export function useFavorite(type: FavoriteType, id: number) {
  useWishListLoader();
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
    const noWishList = on ? readStoredFlag(storage()) : false;
    setNoWishList(noWishList);
    storeWishList(storage(), next, noWishList);
    await api(on ? "favorite/cancel" : "favorite/add", { type, id });
    const fresh = await api<unknown>("favorite/wishList");
    if (fresh === null) {
      setWishList(before);
      storeWishList(storage(), before, readStoredFlag(storage()));
      return;
    }
    const loaded = afterLoad(fresh);
    setWishList(loaded.wishList);
    setNoWishList(loaded.noWishList);
    storeWishList(storage(), loaded.wishList, loaded.noWishList);
  }, [api, id, on, setNoWishList, setWishList, type, wishList]);
  return { on, toggle };
}
