/**
 * The cart page: its lines, the subtotal and check out. After a line is removed (with
 * JavaScript) focus goes to the line that took its place, else the one before, else the heading,
 * instead of falling back to the top of the page with the removed button.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { Cart } from "~/features/cart/cart";
import type { BuyAgainNotice as BuyAgainNoticeData } from "~/features/cart/buy-again.server";
import { FormMessage } from "~/components/ui/FormMessage";
import { Money } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";
import { CartLines } from "./CartLines";
import { BuyAgainNotice } from "./BuyAgainNotice";

type CartScreenProps = {
  cart: Cart | null;
  /** What "Buy again" could not add (features/cart/buy-again.server.ts). */
  buyAgain: BuyAgainNoticeData | null;
  /** The cart action's form messages (the one failure shape). */
  failure?: string[];
};

export function CartScreen({ cart, buyAgain, failure }: CartScreenProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const { pathname } = useLocation();
  const items = cart?.items ?? [];
  const selected = items.filter((item) => item.selected);
  const heading = useRef<HTMLHeadingElement>(null);
  const removing = useRef<{ id: string; index: number } | null>(null);
  // Keyed on the line ids: a new cart answer without the removed line is what moves focus.
  const lineIds = items.map((item) => String(item.id)).join(" ");
  useEffect(() => {
    const pending = removing.current;
    if (!pending || lineIds.split(" ").includes(pending.id)) return;
    removing.current = null;
    const lines = document.querySelectorAll<HTMLElement>("[data-testid='cart-line']");
    const line = lines[Math.min(pending.index, lines.length - 1)];
    (line?.querySelector<HTMLElement>("a[href], button") ?? heading.current)?.focus();
  }, [lineIds]);
  return (
    <section className="container mx-auto py-6">
      <h1 ref={heading} tabIndex={-1} className="shop-title">
        {t("cart.title")}
      </h1>
      {buyAgain ? <BuyAgainNotice notice={buyAgain} /> : null}
      <FormMessage errors={failure} className="mt-4" />
      {items.length === 0 ? (
        <div className="mt-6">
          <p className="shop-desc">{t("cart.empty")}</p>
          <Link to={links.home()} className="btn mt-4 btn-primary">
            {t("cart.continue")}
          </Link>
        </div>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <CartLines
            items={items}
            currency={cart!.currency}
            action={pathname}
            onRemove={(id, index) => (removing.current = { id, index })}
          />
          <aside className="card h-fit bg-base-200">
            <div className="card-body">
              <p className="flex justify-between">
                <span>{t("cart.subtotal")}</span>
                <strong data-testid="cart-subtotal">
                  <Money amount={cart!.subtotal} currency={cart!.currency} />
                </strong>
              </p>
              <p className="shop-desc text-sm">{t("cart.itemCount", { count: cart!.count })}</p>
              <Form method="post" action={pathname}>
                <input type="hidden" name="intent" value="checkout" />
                <button type="submit" className="btn w-full btn-primary" disabled={selected.length === 0}>
                  {t("cart.checkout")}
                </button>
              </Form>
              {selected.length === 0 ? <p className="text-sm">{t("cart.nothingSelected")}</p> : null}
            </div>
          </aside>
        </div>
      )}
    </section>
  );
}
