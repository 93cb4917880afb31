/**
 * The cart drawer: after an add with JavaScript, the cart as the backend answered it slides in
 * from the side (a modal <dialog>: focus is trapped and returns to the button). Without
 * JavaScript the add goes through the cart page instead.
 */
import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { pictureAttributes } from "~/lib/picture";
import { DialogBackdrop, DialogCloseButton } from "~/components/ui/DialogClose";
import type { Cart } from "~/features/cart/cart";
import { Money } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";

export function CartDrawer({ cart, onClose }: { cart: Cart | null; onClose: () => void }) {
  const { t } = useTranslation();
  const links = useLinks();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (cart && !dialog.current?.open) dialog.current?.showModal();
  }, [cart]);
  return (
    <dialog ref={dialog} className="modal modal-end" aria-label={t("cart.drawer")} onClose={onClose}>
      <div className="modal-box flex h-full max-h-screen w-full max-w-sm flex-col rounded-none">
        <h2 className="text-lg font-semibold">{t("cart.drawer")}</h2>
        <p role="status" className="mt-1 text-sm text-success">
          {t("cart.added")}
        </p>
        <ul className="mt-4 flex-1 divide-y divide-base-300 overflow-y-auto">
          {(cart?.items ?? []).map((item) => (
            <li key={item.id} className="flex gap-3 py-3 text-sm">
              {item.image ? (
                <img
                  {...pictureAttributes(item.image, "thumb56")}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-box bg-base-200 object-cover"
                />
              ) : null}
              <span className="flex-1">
                {item.title} × {item.quantity}
                <span className="shop-desc block">{Object.values(item.options ?? {}).join(" / ")}</span>
              </span>
              <Money amount={item.price * item.quantity} currency={cart!.currency} />
            </li>
          ))}
        </ul>
        {cart ? (
          <p className="flex justify-between border-t border-base-300 pt-3">
            <span>{t("cart.subtotal")}</span>
            <strong>
              <Money amount={cart.subtotal} currency={cart.currency} />
            </strong>
          </p>
        ) : null}
        <div className="mt-4 flex gap-2">
          <Link to={links.path("/cart")} className="btn flex-1" onClick={() => dialog.current?.close()}>
            {t("cart.viewCart")}
          </Link>
          <Form method="post" action={links.path("/cart")} className="flex-1" onSubmit={() => dialog.current?.close()}>
            <button type="submit" name="intent" value="checkout" className="btn w-full btn-primary">
              {t("cart.checkout")}
            </button>
          </Form>
        </div>
        <DialogCloseButton className="mt-2 [&_.btn]:w-full" />
      </div>
      <DialogBackdrop />
    </dialog>
  );
}
