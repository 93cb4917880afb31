/**
 * The page's largest picture, preloaded from the head (`<link rel="preload" as="image"
 * imagesrcset imagesizes fetchpriority="high">`) so the browser asks for it before it has laid
 * the body out: the product's main picture, the home hero's first slide, a listing's first card.
 * It names the same `srcset` and `sizes` as the img it is for (lib/picture.ts), so the preload is
 * the img's own fetch; that img is never lazy and is `fetchpriority="high"` too.
 */
import type { MetaDescriptor, MetaFunction } from "@remix-run/react";
import type { Page } from "~/lib/site";
import { isComponentNode, type PageNode } from "~/lib/page-html/page-tree";
import { pictureAttributes, type PictureKind } from "~/lib/picture";
import { selectedSku } from "./variants";
import type { ProductDetail } from "./product/ProductScreen";

type Picture = { src: string; kind: PictureKind };
const LISTINGS = new Set(["category", "tag", "collection"]);

/** The first HeroBanner's first slide, when a banner is the first picture component of the body. */
function heroPicture(nodes: PageNode[]): Picture | null {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    if (isComponentNode(node)) {
      if (node.component !== "HeroBanner") continue;
      const slides = node.props.slides as { image?: unknown }[] | undefined;
      const image = Array.isArray(slides) ? slides[0]?.image : undefined;
      return typeof image === "string" && image ? { src: image, kind: "hero" } : null;
    }
    const inner = heroPicture(node.children ?? []);
    if (inner) return inner;
  }
  return null;
}

/** Which picture is the page's largest paint, if the page has one the storefront draws. */
export function lcpPicture(page: Page | null | undefined, sku: string | undefined): Picture | null {
  const data = page?.data;
  if (!page || !data) return heroPicture(page?.body ?? []);
  if (data.type === "product") {
    const product = data as unknown as ProductDetail;
    const current = selectedSku(product.skus ?? [], product.selectedSku?.sku ?? sku);
    const src = current?.image ?? product.images?.[0];
    return src ? { src, kind: "productMain" } : null;
  }
  if (LISTINGS.has(data.type ?? "")) {
    type Card = { image?: string | null; variant?: { image: string } | null };
    const card = (data.products as { list?: Card[] } | undefined)?.list?.[0];
    // Filtered by a colour, the first card shows that colour's picture (ProductCard).
    const first = card?.variant?.image ?? card?.image;
    return first ? { src: first, kind: "productCard" } : null;
  }
  return heroPicture(page.body);
}

/** The head's preload link for the page's largest picture, or nothing. */
export function lcpPreload(page: Page | null | undefined, sku: string | undefined): MetaDescriptor[] {
  const picture = lcpPicture(page, sku);
  if (!picture) return [];
  const { src, srcSet, sizes } = pictureAttributes(picture.src, picture.kind);
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      href: src,
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
      // Lowercase: React 18 knows no `fetchPriority` prop and passes this attribute as it is.
      fetchpriority: "high",
    },
  ];
}

/** A route's `meta` with the preload of its largest picture added (product, listing, home). */
export function withLcpPreload(meta: MetaFunction): MetaFunction {
  return (args) => [
    ...(meta(args) ?? []),
    ...lcpPreload((args.data as { page?: Page } | undefined)?.page, args.params.sku),
  ];
}
