/** Lines and totals exactly as the backend computed them. */
import { useTranslation } from "react-i18next";
import { useMoney } from "~/lib/use-money";
import { formatMoney } from "~/lib/money";
import { useShop } from "~/lib/use-shop";

export type CheckoutItem = { sku: string; title: string; image?: string; options?: Record<string, string>; price: number; quantity: number };
export type CheckoutTotals = { subtotal: number; shippingFee: number; couponDiscount: number; total: number; currency: string };

export function OrderSummary({ items, totals }: { items: CheckoutItem[]; totals: CheckoutTotals }) {
  const { t } = useTranslation();
  const { lang, currency, site } = useShop();
  const convert = useMoney();
  // Shown in the picked currency, charged in the shop's: say what the card or transfer will be.
  const converted = currency !== totals.currency && site.currencies.some((option) => option.code === currency);
  const money = (minor: number) => convert(minor, totals.currency);
  return (
    <aside className="card h-fit bg-base-200" aria-label={t("checkout.summary")}>
      <div className="card-body gap-3">
        <h2 className="font-semibold">{t("checkout.summary")}</h2>
        <ul className="space-y-2">
          {items.map((item) => (
            <li key={item.sku} className="flex justify-between gap-4 text-sm">
              <span>
                {item.title} × {item.quantity}
                {item.options ? <span className="shop-desc block">{Object.values(item.options).join(" / ")}</span> : null}
              </span>
              <span>{money(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-1 border-t border-base-300 pt-3 text-sm">
          <dt>{t("checkout.subtotal")}</dt>
          <dd>{money(totals.subtotal)}</dd>
          <dt>{t("checkout.shippingFee")}</dt>
          <dd>{totals.shippingFee ? money(totals.shippingFee) : t("checkout.free")}</dd>
          {totals.couponDiscount ? (
            <>
              <dt>{t("checkout.couponDiscount")}</dt>
              <dd>−{money(totals.couponDiscount)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("checkout.total")}</dt>
          <dd className="font-semibold" data-testid="checkout-total">
            {money(totals.total)}
          </dd>
        </dl>
        {converted ? (
          <p className="shop-desc text-xs" data-charged-in>
            {t("realtime.chargedIn", { amount: formatMoney(totals.total, totals.currency, lang) })}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
