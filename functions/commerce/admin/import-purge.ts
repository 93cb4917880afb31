/**
 * Which cached pages an import changes (docs/decisions/275). The products' ids come from one
 * SELECT at the end of the import's own write batch: no round trip of its own. Products are
 * purged by id (their pages and every list showing them) plus every list (one may now show or
 * drop them: publish, unpublish, price and stock filters and orders); content by its own tag;
 * anything in the layout every page shows (categories, tags, collections, templates, settings,
 * pages linked from the foot) purges every page.
 */
import { articleTag, contentPageTag, couponTag, PAGE_TAG, productTags, promotionTag } from "../kernel/page-purge";
import type { ImportDocument } from "./import-schema";

type Imported = Pick<
  ImportDocument,
  "products" | "articles" | "pages" | "promotions" | "coupons" | "categories" | "tags" | "collections" | "templates"
> & { settings: Record<string, unknown> };

/** The last statement of the import batch: the imported products' ids, once written. */
export function importedProductIds(db: D1DatabaseSession, doc: Imported): D1PreparedStatement {
  return db
    .prepare("SELECT id FROM products WHERE slug IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(doc.products.map((product) => product.slug)));
}

/** The tags of everything the import wrote; `ids` is importedProductIds' result. */
export function importTags(doc: Imported, ids: D1Result | undefined): string[] {
  const layout =
    doc.categories.length ||
    doc.tags.length ||
    doc.collections.length ||
    doc.templates.length ||
    doc.pages.length ||
    Object.keys(doc.settings).length;
  if (layout) return [PAGE_TAG.all];
  const tags = new Set<string>();
  if (doc.products.length) {
    for (const tag of productTags((ids?.results ?? []).map((row) => (row as { id: number }).id))) tags.add(tag);
    tags.add(PAGE_TAG.lists);
  }
  for (const article of doc.articles) tags.add(articleTag(article.slug));
  if (doc.articles.length) tags.add(PAGE_TAG.articles);
  for (const page of doc.pages) tags.add(contentPageTag(page.slug));
  for (const promotion of doc.promotions) tags.add(promotionTag(promotion.slug));
  if (doc.promotions.length) tags.add(PAGE_TAG.promotions);
  for (const coupon of doc.coupons) tags.add(couponTag(coupon.slug));
  if (doc.coupons.length) tags.add(PAGE_TAG.coupons);
  return [...tags];
}
