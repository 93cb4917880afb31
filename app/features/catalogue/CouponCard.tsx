/** A coupon's terms: the discount, the minimum spend, the last day, and the code. */
import { useTranslation } from "~/lib/i18n/react";
import { useMoneyText } from "~/components/ui/Money";
import { useShop } from "~/lib/use-shop";
import { formatDate } from "../../../functions/contract/dates";
import type { CallOutput } from "../../../functions/contract/calls";

/** A coupon as coupon/detail and each coupon/list row answer it. */
export type Coupon = CallOutput<"coupon/detail">;

export function CouponTerms({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const text = useMoneyText();
  const currency = coupon.currency ?? "USD";
  const discount = coupon.discount;
  return (
    <div className="space-y-1">
      {discount ? (
        <p className="text-xl font-bold text-primary">
          {discount.type === "percent"
            ? t("coupon.percentOff", { value: discount.value })
            : t("coupon.amountOff", { amount: text(discount.value, { currency }) })}
        </p>
      ) : null}
      <p className="shop-desc text-sm">
        {coupon.minSpend
          ? t("coupon.minSpend", { amount: text(coupon.minSpend, { currency }) })
          : t("coupon.noMinimum")}
      </p>
      {coupon.endsAt ? (
        <p className="shop-desc text-sm">{t("coupon.validUntil", { date: formatDate(coupon.endsAt, lang) })}</p>
      ) : null}
      <p className="font-mono text-sm">
        {t("coupon.code")}: <strong>{coupon.code}</strong>
      </p>
    </div>
  );
}
