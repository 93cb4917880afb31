/** What is paid (in the shopper's currency), in the theme's sales colour, and the crossed-out original in its line colour. */
import { Money } from "~/components/ui/Money";

type PriceProps = { price: number; linePrice?: number | null; currency: string; lang: string };

/** `lang` is kept for callers; the page's language and currency come from the root (Money). */
export function Price({ price, linePrice, currency }: PriceProps) {
  return (
    <p className="shop-price">
      <Money amount={price} currency={currency} className="shop-sales-price" />
      {linePrice && linePrice > price ? (
        <del className="shop-line-price ml-2 text-sm">
          <Money amount={linePrice} currency={currency} />
        </del>
      ) : null}
    </p>
  );
}
