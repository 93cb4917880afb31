import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { SORTS, type ListingQuery } from "~/features/catalogue/listing-query";
import { useShop } from "~/lib/use-shop";

const SORT_KEYS = {
  newest: "catalogue.sortNewest",
  price_asc: "catalogue.sortPriceAsc",
  price_desc: "catalogue.sortPriceDesc",
  sales: "catalogue.sortSales",
} as const;

export function ListingFilters({ query }: { query: ListingQuery }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const submit = useSubmit();
  // Bounds are typed in the currency the prices are shown in (features/catalogue/price-filter.ts converts them).
  const { currency } = useShop();
  return (
    <Form
      method="get"
      action={pathname}
      className="flex flex-col gap-3"
      aria-label={t("catalogue.filters")}
      preventScrollReset
    >
      <label className="flex flex-col gap-1 text-sm">
        {t("catalogue.sort")}
        {/* With JavaScript, a new sort applies at once; without it, "Apply" submits. */}
        <select
          name="sort"
          defaultValue={query.sort ?? "newest"}
          className="select select-sm"
          onChange={(event) => submit(event.currentTarget.form)}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_KEYS[sort])}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-sm">
          <span>{`${t("catalogue.priceFrom")} (${currency})`}</span>
          <input
            type="number"
            name="min"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={query.min}
            className="input input-sm"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span>{`${t("catalogue.priceTo")} (${currency})`}</span>
          <input
            type="number"
            name="max"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={query.max}
            className="input input-sm"
          />
        </label>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="inStock"
          value="1"
          defaultChecked={query.inStock}
          className="checkbox checkbox-sm"
        />
        {t("catalogue.inStockOnly")}
      </label>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm">
          {t("catalogue.apply")}
        </button>
        <Link to={pathname} className="btn btn-ghost btn-sm">
          {t("catalogue.clear")}
        </Link>
      </div>
    </Form>
  );
}
