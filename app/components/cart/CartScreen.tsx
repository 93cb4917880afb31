import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { Cart } from "~/lib/cart";
import type { BuyAgainNotice as BuyAgainNoticeData } from "~/lib/buy-again.server";
import { FormMessage } from "~/components/ui/FormMessage";
import { Money } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";
import { CartLines } from "./CartLines";
import { BuyAgainNotice } from "./BuyAgainNotice";

type CartScreenProps = {
  cart: Cart | null;
  /** What "Buy again" could not add (lib/buy-again.server.ts). */
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
  return (
    <section className="container mx-auto py-6">
      <h1 className="shop-title">{t("cart.title")}</h1>
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
          <CartLines items={items} currency={cart!.currency} action={pathname} />
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
