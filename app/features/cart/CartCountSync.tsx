/** Keeps the cart count atom equal to the root loader's count, and mirrors it to localStorage. */
import { useSetAtom } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useEffect } from "react";
import { useShop } from "~/lib/use-shop";
import { CART_COUNT_STORAGE_KEY, cartCountAtom } from "~/features/cart/cart-state";

export function CartCountSync() {
  const { cartCount } = useShop();
  useHydrateAtoms([[cartCountAtom, cartCount]]);
  const setCount = useSetAtom(cartCountAtom);
  useEffect(() => {
    setCount(cartCount);
    try {
      localStorage.setItem(CART_COUNT_STORAGE_KEY, String(cartCount));
    } catch {
      // Storage can be disabled (private mode); the count on screen does not depend on it.
    }
  }, [cartCount, setCount]);
  return null;
}
