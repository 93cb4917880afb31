/**
 * What this browser keeps about the shopper follows the server's answer on every page (docs/spec.md
 * §4): the account's display mirror, and the stored wish list dropped once signed out. It runs with
 * the head on every page, while the account menu's own code loads only on first use (ADR 314).
 */
import { useEffect } from "react";
import { useShop } from "~/lib/use-shop";
import { useAccountMirror } from "~/features/auth/account-mirror";
// The stored lists' rule, not the wish-list hooks: those (and their API client) load with the
// favourite buttons, not with every page's head (ADR 165).
import { forgetStoredWishList } from "~/features/engagement/favorites/wishlist-state";

export const forgetWishList = () => forgetStoredWishList(typeof window === "undefined" ? null : window.localStorage);

export function AccountStorage() {
  const { account } = useShop();
  useAccountMirror(account);
  // Signed out here or elsewhere (a session that ended): the wish list stored for it goes too.
  useEffect(() => {
    if (!account) forgetWishList();
  }, [account]);
  return null;
}
