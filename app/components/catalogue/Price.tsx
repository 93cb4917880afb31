/** What is paid, in the theme's sales colour, and the crossed-out original in its line colour. */
import { formatMoney } from "~/lib/money";

type PriceProps = { price: number; linePrice?: number | null; currency: string; lang: string };

export function Price({ price, linePrice, currency, lang }: PriceProps) {
  return (
    <p className="shop-price">
      <span className="shop-sales-price">{formatMoney(price, currency, lang)}</span>
      {linePrice && linePrice > price ? (
        <del className="shop-line-price ml-2 text-sm">{formatMoney(linePrice, currency, lang)}</del>
      ) : null}
    </p>
  );
}
