/**
 * The facet boxes: every option the catalogue's products carry (names and values as the backend
 * translated them), brand, price ranges, rating and stock, each value with its count given the
 * other picks. A value with nothing left is shown but cannot be picked (docs/decisions/295);
 * a picked value always can be unpicked. Each value is a form control (ticks gather, "Apply"
 * sends them) and its name is also a link that picks or unpicks it at once, with or without
 * JavaScript (docs/decisions/340): one click a value. The links are `nofollow`, and a page with
 * more than one pick is `noindex` and canonical to the unfiltered page (ADR 295).
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useRoundMoneyText } from "~/components/ui/Money";
import type { FacetView } from "./facet-data";
import { priceParam, type PriceBounds } from "./facet-selection";
import { toggledSearch } from "./toggled-search";

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
  /** The page with this value picked (or unpicked) alone: the one-click way. */
  href: string;
};

function Choice({ type, name, value, label, count, checked, href }: ChoiceProps) {
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
      {empty ? (
        <span className="flex-1">{label}</span>
      ) : (
        // Out of the tab order: the box is the keyboard's control, the link the pointer's shortcut.
        <Link to={href} rel="nofollow" preventScrollReset tabIndex={-1} className="flex-1 hover:underline">
          {label}
        </Link>
      )}
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
  const { pathname } = useLocation();
  const href = (type: "checkbox" | "radio", name: string, value: string) =>
    `${pathname}${toggledSearch(params, type, name, value)}`;
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
              href={href("checkbox", option.name, value.value)}
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
              href={href("checkbox", "brand", brand.slug)}
            />
          ))}
        </Group>
      ) : null}
      <Group legend={t("facets.price")}>
        <Choice
          type="radio"
          name="price"
          value=""
          label={t("facets.anyPrice")}
          checked={price === ""}
          href={href("radio", "price", "")}
        />
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
              href={href("radio", "price", value)}
            />
          );
        })}
      </Group>
      {facets.ratings.length ? (
        <Group legend={t("facets.rating")}>
          <Choice
            type="radio"
            name="rating"
            value=""
            label={t("facets.anyRating")}
            checked={rating === ""}
            href={href("radio", "rating", "")}
          />
          {facets.ratings.map((row) => (
            <Choice
              key={row.min}
              type="radio"
              name="rating"
              value={String(row.min)}
              label={t("facets.starsAndUp", { count: row.min })}
              count={row.count}
              checked={rating === String(row.min)}
              href={href("radio", "rating", String(row.min))}
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
          href={href("checkbox", "inStock", "1")}
        />
      </Group>
    </>
  );
}
