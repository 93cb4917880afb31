/**
 * The one way money is shown. `<Money amount={minor} currency="USD" />` for prices and fees (in
 * the shopper's picked currency), `order={order}` for a placed order's amounts (in the currency and
 * at the rate it was placed in), `charged="USD"` for what a payment takes. `useMoneyText()` gives
 * the same text for sentences ("Refunded {{amount}}"). The rule itself is `moneyText` (functions/contract/money.ts);
 * the picked currency and the rates come from the root loader, so server and browser agree.
 */
import { useCallback } from "react";
import { formatMoney, moneyText, type MoneyOf } from "../../../functions/contract/money";
import { useShop } from "~/lib/use-shop";

export function useMoneyText(): (amount: number, of: MoneyOf) => string {
  const { lang, currency, site } = useShop();
  return useCallback(
    (amount: number, of: MoneyOf) => moneyText(amount, of, { lang, currency, currencies: site.currencies }),
    [lang, currency, site.currencies],
  );
}

/**
 * A whole amount already in the picked currency (minor units), shown without decimals: the
 * listing's price bands ("Up to $80"), which are chosen in that currency, not converted to it.
 */
export function useRoundMoneyText(): (minor: number) => string {
  const { lang, currency } = useShop();
  return useCallback((minor: number) => formatMoney(minor, currency, lang, 0), [lang, currency]);
}

type Props = MoneyOf & { amount: number; className?: string; testId?: string };

export function Money({ amount, className, testId, ...of }: Props) {
  const text = useMoneyText();
  return (
    <span className={className} data-testid={testId}>
      {text(amount, of as MoneyOf)}
    </span>
  );
}
