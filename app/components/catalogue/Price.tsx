/** What is paid (in the shopper's currency), in the theme's sales colour, and the crossed-out original in its line colour. */
import { useMoney } from "~/lib/use-money";

type PriceProps = { price: number; linePrice?: number | null; currency: string; lang: string };

/** `lang` is kept for callers; the page's language and currency come from the root (useMoney). */
export function Price({ price, linePrice, currency }: PriceProps) {
  const money = useMoney();
  return (
    <p className="shop-price">
      <span className="shop-sales-price">{money(price, currency)}</span>
      {linePrice && linePrice > price ? (
        <del className="shop-line-price ml-2 text-sm">{money(linePrice, currency)}</del>
      ) : null}
    </p>
  );
}
