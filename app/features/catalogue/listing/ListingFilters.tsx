/**
 * The listing's filter form: sort, facets, typed price bounds. A GET form, so without JavaScript
 * every state is a URL the server renders; with it the list follows each tick in place
 * (facets/use-facet-form.ts). On a phone the form is a drawer, opened by a checkbox's label so it
 * works without JavaScript too; "Show N results" closes it, and so does leaving the page.
 */
import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { SORTS, type ListingQuery } from "~/features/catalogue/listing-query";
import { useShop } from "~/lib/use-shop";
import type { FacetView } from "../facets/facet-data";
import { FacetGroups } from "../facets/FacetGroups";
import { useFacetForm } from "../facets/use-facet-form";
import { selectedCount } from "../facets/facet-count";

const SORT_KEYS = {
  newest: "catalogue.sortNewest",
  price_asc: "catalogue.sortPriceAsc",
  price_desc: "catalogue.sortPriceDesc",
  sales: "catalogue.sortSales",
  rating: "facets.sortRating",
} as const;

type Props = {
  query: ListingQuery;
  facets: FacetView | null;
  total: number;
  /** Fields the page keeps whatever the filters (the search page's `q` and `type`). */
  keep?: Record<string, string>;
};

function drawerOpenInDocument(): boolean {
  return (document.getElementById("facet-drawer") as HTMLInputElement | null)?.checked ?? false;
}

export function ListingFilters({ query, facets, total, keep = {} }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { params, onChange, onSubmit } = useFacetForm(pathname);
  // Handed over from the server's form (ADR 344): a drawer opened before the code came stays open.
  const [open, setOpen] = useState(() => !import.meta.env.SSR && drawerOpenInDocument());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Leaving the page closes the drawer; mounting on the page does not (the hand-over keeps it open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);
  // Bounds are typed in the currency the prices are shown in (features/catalogue/price-filter.ts converts them).
  const { currency } = useShop();
  const picked = query.facets ? selectedCount(query.facets, query.inStock) : 0;
  return (
    <div>
      <input
        id="facet-drawer"
        type="checkbox"
        className="peer sr-only sm:hidden"
        checked={open}
        onChange={(event) => setOpen(event.currentTarget.checked)}
        aria-controls="facet-panel"
      />
      <label
        htmlFor="facet-drawer"
        className="btn w-full btn-outline btn-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 sm:hidden"
      >
        {picked ? t("facets.openPicked", { count: picked }) : t("facets.open")}
      </label>
      <div
        id="facet-panel"
        className="fixed inset-0 z-40 hidden flex-col overflow-y-auto bg-base-100 p-4 peer-checked:flex sm:static sm:z-auto sm:flex sm:p-0"
        onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
      >
        <div className="mb-3 flex items-center justify-between sm:hidden">
          <h2 className="text-lg font-semibold">{t("catalogue.filters")}</h2>
          <label htmlFor="facet-drawer" className="btn btn-ghost btn-sm">
            {t("facets.close")}
          </label>
        </div>
        <Form
          method="get"
          action={pathname}
          className="flex flex-col gap-3"
          aria-label={t("catalogue.filters")}
          preventScrollReset
          onChange={onChange}
          onSubmit={(event) => {
            onSubmit(event);
            setOpen(false);
          }}
        >
          {Object.entries(keep).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className="flex flex-col gap-1 text-sm">
            {t("catalogue.sort")}
            <select
              name="sort"
              value={params.get("sort") ?? "newest"}
              onChange={() => undefined}
              className="select select-sm"
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(SORT_KEYS[sort])}
                </option>
              ))}
            </select>
          </label>
          {facets ? (
            <FacetGroups facets={facets} params={params} />
          ) : (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="inStock"
                value="1"
                checked={params.get("inStock") === "1"}
                onChange={() => undefined}
                className="checkbox checkbox-sm"
              />
              {t("catalogue.inStockOnly")}
            </label>
          )}
          <fieldset className="grid grid-cols-2 gap-2 border-t border-base-300 pt-3">
            <legend className="mb-1 text-sm font-semibold">{t("facets.customPrice")}</legend>
            {(["min", "max"] as const).map((name) => (
              <label key={name} className="flex flex-col gap-1 text-sm">
                <span>{`${t(name === "min" ? "catalogue.priceFrom" : "catalogue.priceTo")} (${currency})`}</span>
                <input
                  key={`${name}-${query[name] ?? ""}`}
                  type="number"
                  name={name}
                  min={0}
                  step={1}
                  inputMode="numeric"
                  defaultValue={query.facets?.price ? undefined : query[name]}
                  className="input input-sm"
                />
              </label>
            ))}
          </fieldset>
          {/* On a phone the drawer's own button says what it leads to; elsewhere the list is beside the form. */}
          <div className="sticky bottom-0 -mx-4 border-t border-base-300 bg-base-100 px-4 py-3 sm:hidden">
            <button type="submit" className="btn w-full btn-primary btn-sm">
              {hydrated ? t("facets.showResults", { count: total }) : t("facets.show")}
            </button>
          </div>
          <button type="submit" className="btn hidden btn-primary btn-sm sm:inline-flex">
            {t("catalogue.apply")}
          </button>
        </Form>
      </div>
    </div>
  );
}
