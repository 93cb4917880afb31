/**
 * The picked filters as chips, each a link to the same listing without it, and "Clear all".
 * The links are `nofollow`: they lead into facet combinations a crawler has no use for. A click
 * on one is followed by LazyFacetChips.tsx, which moves the focus to the results' heading (the
 * removed chip took it with it) and loads this code on first use (ADR 358).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useRoundMoneyText } from "~/components/ui/Money";
import { listingHref, type ListingQuery } from "../listing-query";
import type { FacetView } from "./facet-data";
import type { FacetSelection } from "./facet-selection";

type Chip = { key: string; label: string; href: string };

function chipsOf(
  pathname: string,
  query: ListingQuery,
  facets: FacetView | null,
  text: {
    price: (min?: number, max?: number) => string;
    rating: (min: number) => string;
    stock: string;
    brand: string;
  },
): Chip[] {
  const selection = query.facets ?? { options: {}, brands: [] };
  const without = (change: Partial<FacetSelection>, rest: Partial<ListingQuery> = {}) =>
    listingHref(pathname, query, { ...rest, page: 1, facets: { ...selection, ...change } });
  const chips: Chip[] = [];
  for (const [name, values] of Object.entries(selection.options)) {
    const facet = facets?.options.find((option) => option.name === name);
    for (const value of values) {
      const label = facet?.values.find((row) => row.value === value)?.label ?? value;
      const options = { ...selection.options, [name]: values.filter((other) => other !== value) };
      if (!options[name].length) delete options[name];
      chips.push({ key: `o:${name}:${value}`, label: `${facet?.label ?? name}: ${label}`, href: without({ options }) });
    }
  }
  for (const slug of selection.brands) {
    const name = facets?.brands.find((brand) => brand.slug === slug)?.name ?? slug;
    const brands = selection.brands.filter((other) => other !== slug);
    chips.push({ key: `b:${slug}`, label: `${text.brand}: ${name}`, href: without({ brands }) });
  }
  if (selection.price) {
    const { min, max } = selection.price;
    chips.push({ key: "price", label: text.price(min, max), href: without({ price: undefined }) });
  } else if (query.min !== undefined || query.max !== undefined) {
    chips.push({
      key: "typed",
      label: text.price(query.min, query.max),
      href: without({}, { min: undefined, max: undefined }),
    });
  }
  if (selection.ratingMin) {
    chips.push({ key: "rating", label: text.rating(selection.ratingMin), href: without({ ratingMin: undefined }) });
  }
  if (query.inStock) chips.push({ key: "stock", label: text.stock, href: without({}, { inStock: false }) });
  return chips;
}

type Props = { pathname: string; query: ListingQuery; facets: FacetView | null; keep?: Record<string, string> };

/** `href` with the page's kept parameters (the search page's `q`) added. */
function withKept(href: string, keep: Record<string, string>): string {
  const kept = new URLSearchParams(keep).toString();
  return kept ? `${href}${href.includes("?") ? "&" : "?"}${kept}` : href;
}

export function FacetChips({ pathname, query, facets, keep = {} }: Props) {
  const { t } = useTranslation();
  const money = useRoundMoneyText();
  const chips = chipsOf(pathname, query, facets, {
    price: (min, max) =>
      max === undefined
        ? t("facets.priceFrom", { price: money(min ?? 0) })
        : min
          ? t("facets.priceBetween", { from: money(min), to: money(max) })
          : t("facets.priceUpTo", { price: money(max) }),
    rating: (min) => t("facets.starsAndUp", { count: min }),
    stock: t("catalogue.inStockOnly"),
    brand: t("facets.brand"),
  });
  if (!chips.length) return null;
  const clearAll = withKept(listingHref(pathname, { sort: query.sort, page: 1, inStock: false }, {}), keep);
  return (
    <nav aria-label={t("facets.picked")} className="mt-4 flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={withKept(chip.href, keep)}
              rel="nofollow"
              preventScrollReset
              className="badge gap-1 badge-outline py-3"
              aria-label={t("facets.remove", { label: chip.label })}
            >
              {chip.label}
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={clearAll} rel="nofollow" preventScrollReset className="link text-sm">
        {t("facets.clearAll")}
      </Link>
    </nav>
  );
}
