/**
 * The facet boxes: every option the catalogue's products carry (names and values as the backend
 * translated them), brand, price ranges, rating and stock, each value with its count given the
 * other picks. A value with nothing left is shown but cannot be picked (docs/decisions/295);
 * a picked value always can be unpicked. Facets are form controls, never links, so a crawler
 * finds no door into the combinations.
 */
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useRoundMoneyText } from "~/components/ui/Money";
import type { FacetView } from "./facet-data";
import { priceParam, type PriceBounds } from "./facet-selection";

type Props = { facets: FacetView; params: URLSearchParams };

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-1 border-t border-base-300 pt-3">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

type ChoiceProps = {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  label: string;
  count?: number;
  checked: boolean;
};

function Choice({ type, name, value, label, count, checked }: ChoiceProps) {
  const { t } = useTranslation();
  const empty = count === 0 && !checked;
  return (
    <label className={`flex items-center gap-2 text-sm ${empty ? "text-base-content/60" : "cursor-pointer"}`}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={empty}
        onChange={() => undefined}
        className={type === "checkbox" ? "checkbox checkbox-sm" : "radio radio-sm"}
      />
      <span className="flex-1">{label}</span>
      {count === undefined ? null : (
        <>
          <span className="text-xs tabular-nums" aria-hidden="true">
            {count}
          </span>
          <span className="sr-only">{`, ${t("catalogue.results", { count })}`}</span>
        </>
      )}
    </label>
  );
}

function usePriceLabel(): (bounds: PriceBounds) => string {
  const { t } = useTranslation();
  const money = useRoundMoneyText();
  return (bounds) =>
    bounds.max === undefined
      ? t("facets.priceFrom", { price: money(bounds.min ?? 0) })
      : t("facets.priceUpTo", { price: money(bounds.max) });
}

export function FacetGroups({ facets, params }: Props) {
  const { t } = useTranslation();
  const priceLabel = usePriceLabel();
  const has = (name: string, value: string) => params.getAll(name).includes(value);
  const price = params.get("price") ?? "";
  const rating = params.get("rating") ?? "";
  return (
    <>
      {facets.options.map((option) => (
        <Group key={option.name} legend={option.label}>
          {option.values.map((value) => (
            <Choice
              key={value.value}
              type="checkbox"
              name={option.name}
              value={value.value}
              label={value.label}
              count={value.count}
              checked={has(option.name, value.value)}
            />
          ))}
        </Group>
      ))}
      {facets.brands.length ? (
        <Group legend={t("facets.brand")}>
          {facets.brands.map((brand) => (
            <Choice
              key={brand.slug}
              type="checkbox"
              name="brand"
              value={brand.slug}
              label={brand.name}
              count={brand.count}
              checked={has("brand", brand.slug)}
            />
          ))}
        </Group>
      ) : null}
      <Group legend={t("facets.price")}>
        <Choice type="radio" name="price" value="" label={t("facets.anyPrice")} checked={price === ""} />
        {facets.priceRanges.map((range) => {
          const value = priceParam(range.bounds);
          return (
            <Choice
              key={value}
              type="radio"
              name="price"
              value={value}
              label={priceLabel(range.bounds)}
              count={range.count}
              checked={price === value}
            />
          );
        })}
      </Group>
      {facets.ratings.length ? (
        <Group legend={t("facets.rating")}>
          <Choice type="radio" name="rating" value="" label={t("facets.anyRating")} checked={rating === ""} />
          {facets.ratings.map((row) => (
            <Choice
              key={row.min}
              type="radio"
              name="rating"
              value={String(row.min)}
              label={t("facets.starsAndUp", { count: row.min })}
              count={row.count}
              checked={rating === String(row.min)}
            />
          ))}
        </Group>
      ) : null}
      <Group legend={t("facets.availability")}>
        <Choice
          type="checkbox"
          name="inStock"
          value="1"
          label={t("catalogue.inStockOnly")}
          count={facets.inStock}
          checked={params.get("inStock") === "1"}
        />
      </Group>
    </>
  );
}
