/**
 * Add to cart and buy now for the chosen SKU. A fetcher form with JavaScript (the page stays,
 * the head's count updates, the cart drawer shows the cart); without it the same form posts to the cart
 * action and comes back to this product.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { showToastAtom } from "~/state/notices";
import type { Cart, CartActionData } from "~/features/cart/cart";
import { useFirstUse } from "~/lib/first-use";
import { CartDrawer as CartDrawerOnServer } from "./CartDrawer";

// The drawer (about 1 KB gzip) is shown only after an add: its code loads when the shopper reaches
// for the form (presses or focuses it) or the add's answer is in (ADR 310).
const loadDrawer = () => import("./CartDrawer");
// A refusal's words (the form texts) load only with a refusal (ADR 358).
const loadRefusal = () => import("./add-refusal");

export function AddToCart({ sku, stock }: { sku: string; stock: number }) {
  const { t } = useTranslation();
  const links = useLinks();
  const location = useLocation();
  const fetcher = useFetcher<CartActionData>();
  const showToast = useSetAtom(showToastAtom);
  const [hydrated, setHydrated] = useState(false);
  const [drawerCart, setDrawerCart] = useState<Cart | null>(null);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle") return;
    if ("cart" in result && result.cart) setDrawerCart(result.cart);
    // The add is a fetcher: its refusal is always a toast, as a browser call's.
    if ("result" in result)
      void loadRefusal().then(({ refusalText }) => {
        const text = refusalText(t, result);
        if (text) showToast({ text });
      });
  }, [fetcher.data, fetcher.state, showToast, t]);
  const returnFocus = useRef<HTMLButtonElement>(null);
  const [used, setUsed] = useState(false);
  const drawer = useFirstUse(loadDrawer, used || !!drawerCart);
  const CartDrawer = import.meta.env.SSR ? CartDrawerOnServer : drawer?.CartDrawer;
  const use = () => setUsed(true);
  const soldOut = stock <= 0;
  return (
    <>
      <fetcher.Form
        method="post"
        action={links.path("/cart")}
        className="mt-6 flex flex-wrap items-end gap-3"
        onPointerDown={use}
        onFocus={use}
      >
        <input type="hidden" name="sku" value={sku} />
        <input type="hidden" name="backTo" value={location.pathname} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <label className="flex flex-col text-sm">
          {t("cart.quantity")}
          <input
            type="number"
            name="quantity"
            min={1}
            max={Math.max(1, stock)}
            defaultValue={1}
            className="input w-24"
            disabled={soldOut}
          />
        </label>
        <button
          ref={returnFocus}
          type="submit"
          name="intent"
          value="add"
          className="btn btn-primary"
          disabled={soldOut || fetcher.state !== "idle"}
        >
          {t("cart.addToCart")}
        </button>
        <button type="submit" name="intent" value="buyNow" className="btn btn-outline" disabled={soldOut}>
          {t("cart.buyNow")}
        </button>
      </fetcher.Form>
      {/* Outside the form above: the drawer holds forms of its own. Until its code is in, the
          closed dialog keeps the server's (empty, unseen) inside: React leaves it as it is. */}
      {CartDrawer ? (
        <CartDrawer
          cart={drawerCart}
          onClose={() => {
            setDrawerCart(null);
            returnFocus.current?.focus();
          }}
        />
      ) : (
        <dialog className="modal modal-end" aria-label={t("cart.drawer")} dangerouslySetInnerHTML={{ __html: "" }} />
      )}
    </>
  );
}
