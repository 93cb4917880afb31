/** One product in a grid: image, title, price with the crossed-out line price, sold-out state. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { Price } from "./Price";
import { LazyImage } from "~/components/ui/LazyImage";
import { useSetAtom } from "jotai";
import { quickViewAtom } from "~/features/catalogue/quick-view-state";
import { resolveTheme } from "~/lib/theme/theme";
import { FavoriteButton } from "~/features/engagement/favorites/FavoriteButton";

export type ProductCardData = {
  id: number | string;
  slug: string;
  title: string;
  image?: string | null;
  price: number;
  linePrice?: number | null;
  currency: string;
  inStock?: boolean;
  rating?: number | null;
  /** A listing filtered by an option (a colour): the matching SKU and its picture (product/list). */
  variant?: { sku: string; image: string } | null;
};

export function ProductCard({
  product,
  eager = false,
  priority = false,
  favorite = true,
  actions,
}: {
  product: ProductCardData;
  eager?: boolean;
  /** The page's largest picture (the first card of a listing's first row): fetched first. */
  priority?: boolean;
  favorite?: boolean;
  /** Controls of the list the card is in (the favourites' Remove), drawn inside the card. */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const links = useLinks();
  const { lang, site } = useShop();
  const showFavorite = favorite && typeof product.id === "number" && resolveTheme(site.theme).product.showFavorite;
  const openQuickView = useSetAtom(quickViewAtom);
  // Filtered by a colour, the card shows that colour and opens the product with it chosen.
  const variant = product.variant ?? null;
  const productPath = variant ? links.variant(product.slug, variant.sku) : links.detail("product", product.slug);
  const image = variant?.image ?? product.image;
  return (
    <article className="shop-card card bg-base-100 card-sm">
      <Link to={productPath} prefetch="intent" className="block">
        <figure className="aspect-square bg-base-200">
          {image ? (
            <LazyImage
              src={image}
              alt={product.title}
              width={400}
              height={400}
              eager={eager}
              priority={priority}
              kind="productCard"
              className="h-full w-full object-cover"
            />
          ) : null}
        </figure>
        <div className="card-body">
          <h3 className="card-title text-base">{product.title}</h3>
          <Price price={product.price} linePrice={product.linePrice} currency={product.currency} lang={lang} />
          {product.inStock === false ? <span className="badge badge-ghost">{t("site.soldOut")}</span> : null}
        </div>
      </Link>
      {/* Without JavaScript this is an ordinary link to the product; with it, a dialog. */}
      <a
        href={productPath}
        className="btn m-2 mt-auto self-start btn-ghost btn-xs"
        aria-label={`${t("catalogue.quickView")}: ${product.title}`}
        onClick={(event) => {
          event.preventDefault();
          openQuickView({ path: productPath, returnFocus: event.currentTarget });
        }}
      >
        {t("catalogue.quickView")}
      </a>
      {showFavorite ? (
        <div className="m-2 mt-0">
          <FavoriteButton type="product" id={product.id as number} title={product.title} size="xs" />
        </div>
      ) : null}
      {actions ? <div className="m-2 mt-0">{actions}</div> : null}
    </article>
  );
}
