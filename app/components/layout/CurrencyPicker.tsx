/**
 * The currencies of the site config. Choosing one is a plain GET with ?currency=, so it works
 * without JavaScript; the root loader stores the choice in a cookie.
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useShop } from "~/lib/use-shop";

export function CurrencyPicker() {
  const { t } = useTranslation();
  const { site, currency } = useShop();
  const location = useLocation();
  if (site.currencies.length < 2) return null;
  return (
    <details className="shop-currency dropdown dropdown-end" data-menu="">
      <summary className="btn btn-ghost btn-sm">
        <span className="sr-only">{t("site.currency")}: </span>
        {currency}
      </summary>
      <Form
        method="get"
        action={location.pathname}
        className="dropdown-content menu z-30 w-40 rounded-box bg-base-100 p-2 shadow"
      >
        {site.currencies.map((option) => (
          <button
            key={option.code}
            type="submit"
            name="currency"
            value={option.code}
            className={`btn justify-start btn-ghost btn-sm ${option.code === currency ? "btn-active" : ""}`}
            aria-pressed={option.code === currency}
          >
            {option.symbol ? `${option.symbol} ` : ""}
            {option.code}
          </button>
        ))}
      </Form>
    </details>
  );
}
