import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { ProductCard, type ProductCardData } from "./ProductCard";

type ProductGridProps = {
  title?: string;
  products?: ProductCardData[];
  moreHref?: string;
  /** The page's main grid (a listing): its first row on a phone is the page's largest paint. */
  lead?: boolean;
};

/**
 * A listing's main grid (`lead`) starts the page: its first row on a phone is in the first
 * screen and loads with the HTML. Only the first card is fetched first — it is the one
 * lcp-picture.ts preloads, and another high-priority picture would share the phone's first
 * round trips with it. The rest wait for the lazy rule (the browser's own `loading="lazy"`
 * before hydration), so the first burst of requests is the picture, the styles and the scripts;
 * home's featured grid, below the hero and the tiles, is lazy throughout (docs/decisions/334).
 */
const EAGER_CARDS = 2;

export function ProductGrid({ title, products, moreHref, lead = false }: ProductGridProps) {
  const { t } = useTranslation();
  if (!Array.isArray(products)) return null;
  return (
    <section className="shop-block">
      {title || moreHref ? (
        <div className="mb-4 flex items-baseline justify-between gap-4">
          {title ? <h2 className="shop-title">{title}</h2> : <span />}
          {moreHref ? (
            <Link to={moreHref} className="link link-primary" prefetch="intent">
              {t("site.viewAll")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {products.length === 0 ? (
        <p className="shop-desc">{t("errors.noData")}</p>
      ) : (
        <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              eager={lead && index < EAGER_CARDS}
              priority={lead && index === 0}
            />
          ))}
        </div>
      )}
    </section>
  );
}
