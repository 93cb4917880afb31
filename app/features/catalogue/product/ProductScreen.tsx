/**
 * The product page: gallery, title, rating, price of the chosen variant (sales colour, crossed
 * line price), stock, one picker per option, then the server's body (description, related
 * products). The SKU in the URL decides the variant, so the page is complete without JavaScript.
 * The backend resolves that SKU under any product URL rule (`selectedSku`); the route's `:sku`
 * param exists only on the default rule's route, so it is only the fallback.
 */
import { useLoaderData, useParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { PageLoaderData } from "~/lib/page.server";
import type { WishList } from "~/features/engagement/favorites/wishlist-state";
import { selectedSku, type ProductOption, type Sku } from "~/features/catalogue/variants";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { ratingText } from "~/features/engagement/reviews/reviews";
import { PageHtml } from "~/components/page/PageHtml";
import { JsonLd } from "~/components/page/JsonLd";
import { Breadcrumbs } from "~/components/page/Breadcrumbs";
import { productJsonLd } from "~/features/catalogue/product-json-ld";
import { Price } from "../Price";
import { ProductGallery } from "./ProductGallery";
import { StockState } from "./StockState";
import { VariantPicker } from "./VariantPicker";
import { FavoriteButton } from "~/features/engagement/favorites/FavoriteButton";
import { AddToCart } from "~/features/cart/AddToCart";
import { AddedNotice } from "~/features/cart/AddedNotice";

export type ProductDetail = {
  id: number;
  slug: string;
  title: string;
  summary?: string;
  images: string[];
  price: number;
  linePrice?: number | null;
  currency: string;
  stock: number;
  options: ProductOption[];
  skus: Sku[];
  rating?: number | null;
  reviewCount?: number | null;
  /** The variant the URL named, as the backend resolved it (under whichever product rule). */
  selectedSku?: Pick<Sku, "sku"> | null;
};

export function ProductScreen() {
  const { page, saved } = useLoaderData<PageLoaderData & { saved?: WishList | null }>();
  const params = useParams();
  const { t } = useTranslation();
  const links = useLinks();
  const { lang, origin } = useShop();
  const product = page.data as unknown as ProductDetail;
  const current = selectedSku(product.skus ?? [], product.selectedSku?.sku ?? params.sku);
  const productPath = links.detail("product", product.slug);
  const skuHref = (sku: string) => links.variant(product.slug, sku);

  return (
    <>
      <article className="container mx-auto py-6">
        <Breadcrumbs trail={[{ name: product.title, path: productPath }]} />
        <AddedNotice title={product.title} skus={product.skus ?? []} />
        <div className="mt-2 grid gap-8 md:grid-cols-2">
          <ProductGallery
            title={product.title}
            images={product.images ?? []}
            selected={current?.image}
            slides={page.theme.product.showSlideImage}
          />
          <div>
            <h1 className="shop-title">{product.title}</h1>
            <p className="shop-desc mt-1 text-sm">
              {product.rating && product.reviewCount
                ? `★ ${ratingText(product.rating, lang)} · ${t("catalogue.reviews", { count: product.reviewCount })}`
                : t("catalogue.noReviews")}
            </p>
            <div className="mt-4 text-2xl" data-testid="product-price">
              <Price
                price={current?.price ?? product.price}
                linePrice={current ? current.linePrice : product.linePrice}
                currency={product.currency}
                lang={lang}
              />
            </div>
            <div className="mt-2" data-testid="product-stock">
              <StockState stock={current?.stock ?? product.stock} />
            </div>
            {(product.options ?? []).map((option) => (
              <VariantPicker
                key={option.name}
                option={option}
                skus={product.skus}
                current={current}
                skuHref={skuHref}
              />
            ))}
            {current && page.theme.product.showCart ? <AddToCart sku={current.sku} stock={current.stock} /> : null}
            {page.theme.product.showFavorite ? (
              <div className="mt-3">
                <FavoriteButton
                  type="product"
                  id={product.id}
                  title={product.title}
                  saved={saved ? saved.product.includes(product.id) : undefined}
                />
              </div>
            ) : null}
            {current ? <p className="shop-desc mt-4 text-xs">{t("catalogue.sku", { sku: current.sku })}</p> : null}
            {product.summary ? <p className="shop-desc mt-4">{product.summary}</p> : null}
          </div>
        </div>
      </article>
      <PageHtml nodes={page.body} />
      <JsonLd data={import.meta.env.SSR ? productJsonLd(product, origin + productPath, origin) : null} />
    </>
  );
}
