/**
 * The cart's lines, each with its own small forms (quantity, include in checkout, remove), all
 * posting intents to the cart action: every control works without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { pictureAttributes } from "~/lib/picture";
import type { CartLine } from "~/features/cart/cart";
import { Money } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";

type CartLinesProps = {
  items: CartLine[];
  currency: string;
  action: string;
  /** Told which line (id, position) the shopper removes, so focus can go somewhere sensible after. */
  onRemove?: (id: string, index: number) => void;
};

export function CartLines({ items, currency, action, onRemove }: CartLinesProps) {
  const { t } = useTranslation();
  const links = useLinks();
  return (
    <ul className="divide-y divide-base-300">
      {items.map((item, index) => {
        const options = Object.values(item.options ?? {}).join(" / ");
        return (
          <li key={item.id} className="flex flex-wrap items-start gap-4 py-4" data-testid="cart-line">
            <Form method="post" action={action} preventScrollReset>
              <input type="hidden" name="intent" value="select" />
              <input type="hidden" name="id" value={String(item.id)} />
              <input type="hidden" name="selected" value={String(!item.selected)} />
              <button
                type="submit"
                className="btn btn-ghost btn-sm"
                aria-pressed={item.selected}
                aria-label={`${t("cart.select")}: ${item.title}`}
              >
                <span aria-hidden="true">{item.selected ? "☑" : "☐"}</span>
              </button>
            </Form>
            {item.image ? (
              <img
                {...pictureAttributes(item.image, "thumb80")}
                alt=""
                width={80}
                height={80}
                className="h-20 w-20 rounded-box bg-base-200 object-cover"
              />
            ) : null}
            <div className="min-w-40 flex-1">
              {item.slug ? (
                <Link to={links.variant(item.slug, item.sku)} className="font-semibold link-hover">
                  {item.title}
                </Link>
              ) : (
                <p className="font-semibold">{item.title}</p>
              )}
              {options ? <p className="shop-desc text-sm">{options}</p> : null}
              <Money amount={item.price} currency={currency} className="shop-sales-price block" />
            </div>
            <Form method="post" action={action} className="flex items-end gap-2" preventScrollReset>
              <input type="hidden" name="intent" value="update" />
              <input type="hidden" name="id" value={String(item.id)} />
              <label className="flex flex-col text-sm">
                {t("cart.quantity")}
                <input
                  type="number"
                  name="quantity"
                  min={1}
                  max={Math.max(1, item.stock)}
                  defaultValue={item.quantity}
                  className="input w-20 input-sm"
                />
              </label>
              <button type="submit" className="btn btn-sm">
                {t("cart.update")}
              </button>
            </Form>
            <Form method="post" action={action} preventScrollReset onSubmit={() => onRemove?.(String(item.id), index)}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="id" value={String(item.id)} />
              <button type="submit" className="btn btn-ghost text-error btn-sm">
                {t("cart.remove")}
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
