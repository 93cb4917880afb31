/** Lines and totals exactly as the backend computed them. */
import { useTranslation } from "~/lib/i18n/react";
import { Money, useMoneyText } from "~/components/ui/Money";
import { useShop } from "~/lib/use-shop";

export type CheckoutItem = {
  sku: string;
  title: string;
  image?: string | null;
  options?: Record<string, string>;
  price: number;
  quantity: number;
};
export type CheckoutTotals = {
  subtotal: number;
  shippingFee: number;
  couponDiscount: number;
  total: number;
  currency: string;
};

export function OrderSummary({ items, totals }: { items: CheckoutItem[]; totals: CheckoutTotals }) {
  const { t } = useTranslation();
  const { currency, site } = useShop();
  const text = useMoneyText();
  // Shown in the picked currency, charged in the shop's: say what the card or transfer will be.
  const converted = currency !== totals.currency && site.currencies.some((option) => option.code === currency);
  return (
    <aside className="card h-fit bg-base-200" aria-label={t("checkout.summary")}>
      <div className="card-body gap-3">
        <h2 className="font-semibold">{t("checkout.summary")}</h2>
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.sku} className="flex justify-between gap-4 text-sm">
              <span>
                {item.title} × {item.quantity}
                {item.options ? (
                  <span className="shop-desc block">{Object.values(item.options).join(" / ")}</span>
                ) : null}
              </span>
              <Money amount={item.price * item.quantity} currency={totals.currency} />
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-1 border-t border-base-300 pt-3 text-sm">
          <dt>{t("checkout.subtotal")}</dt>
          <dd>
            <Money amount={totals.subtotal} currency={totals.currency} />
          </dd>
          <dt>{t("checkout.shippingFee")}</dt>
          <dd>
            {totals.shippingFee ? <Money amount={totals.shippingFee} currency={totals.currency} /> : t("checkout.free")}
          </dd>
          {totals.couponDiscount ? (
            <>
              <dt>{t("checkout.couponDiscount")}</dt>
              <dd>
                −<Money amount={totals.couponDiscount} currency={totals.currency} />
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("checkout.total")}</dt>
          <dd className="font-semibold" data-testid="checkout-total">
            <Money amount={totals.total} currency={totals.currency} />
          </dd>
        </dl>
        {converted ? (
          <p className="shop-desc text-xs" data-charged-in>
            {t("realtime.chargedIn", { amount: text(totals.total, { charged: totals.currency }) })}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
