/**
 * Favorites (docs/api-calls.md `favorite/*`): three wish lists — articles, products, pages. Only published
 * items can be added; adding twice or cancelling what is not there changes nothing and is not
 * an error (a double click must not fail). Lists join the live items, so an item taken down
 * later simply drops out.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { currentUserSqlAt, customerBatch, requireCustomer } from "../kernel/http/customer";
import { invalidInput } from "../kernel/http/envelope";
import { listOf, offset, paging } from "../kernel/http/paging";
import { localise } from "../kernel/i18n/translate";
import { CARD_COLUMNS, productCard, toCards } from "../catalogue";
import { ARTICLE_CARD_COLUMNS, articleCard, toArticleCards } from "../content";
import { logActivity } from "../accounts";
import { FAVORITE_TYPES, favoriteFields, favoriteTarget } from "../../contract/favorites";

// The contract's (functions/contract/favorites.ts), which the storefront's favourite buttons post.
export { FAVORITE_TYPES };
type FavoriteType = (typeof FAVORITE_TYPES)[number];

const typeField = favoriteFields.type;
const target = favoriteTarget;

/** Which table holds each type, and what "can be seen" means there. */
const LIVE: Record<FavoriteType, string> = {
  product: "SELECT 1 FROM products WHERE id = ? AND status = 'published'",
  article: "SELECT 1 FROM articles WHERE id = ? AND status = 'published'",
  page: "SELECT 1 FROM pages WHERE id = ?",
};

export const favoriteAddCall = defineCall({
  path: "favorite/add",
  summary: "Add an article, product or page to the customer's favourites",
  tag: "user center",
  input: target,
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const added = await ctx.db
      .prepare(
        `INSERT INTO favorites (user_id, type, ref_id) SELECT ?, ?, ? WHERE EXISTS (${LIVE[input.type]}) ON CONFLICT DO NOTHING RETURNING ref_id`,
      )
      .bind(customer.userId, input.type, input.id, input.id)
      .first();
    if (added) await logActivity(ctx, customer.userId, "favoriteAdded", { type: input.type, id: input.id }).run();
    else if (!(await ctx.db.prepare(LIVE[input.type]).bind(input.id).first()))
      throw invalidInput({ id: ctx.t("favoriteUnknown") });
    return null;
  },
});

export const favoriteCancelCall = defineCall({
  path: "favorite/cancel",
  summary: "Remove an item from the customer's favourites",
  tag: "user center",
  input: target,
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const removed = await ctx.db
      .prepare("DELETE FROM favorites WHERE user_id = ? AND type = ? AND ref_id = ? RETURNING ref_id")
      .bind(customer.userId, input.type, input.id)
      .first();
    if (removed) await logActivity(ctx, customer.userId, "favoriteRemoved", { type: input.type, id: input.id }).run();
    return null;
  },
});

const pageCard = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** The list's page and its total, for the customer whose token hash is bound as ?1. */
function listStatements(ctx: ShopContext, hash: string, type: FavoriteType, limit: number, skip: number) {
  const join = {
    product: { columns: CARD_COLUMNS, from: "products p", on: "p.id = f.ref_id AND p.status = 'published'" },
    article: { columns: ARTICLE_CARD_COLUMNS, from: "articles a", on: "a.id = f.ref_id AND a.status = 'published'" },
    page: { columns: "g.id, g.slug, g.title, g.i18n", from: "pages g", on: "g.id = f.ref_id" },
  }[type];
  const from = `FROM favorites f JOIN ${join.from} ON ${join.on} WHERE f.user_id = ${currentUserSqlAt("?1")} AND f.type = ?2`;
  return [
    ctx.db
      .prepare(`SELECT ${join.columns} ${from} ORDER BY f.created_at DESC, f.ref_id DESC LIMIT ?3 OFFSET ?4`)
      .bind(hash, type, limit, skip),
    ctx.db.prepare(`SELECT count(*) AS n ${from}`).bind(hash, type),
  ];
}

const counts = z.object({ article: z.number().int(), product: z.number().int(), page: z.number().int() });

const countsStatement = (ctx: ShopContext, hash: string) =>
  ctx.db
    .prepare(`SELECT type, count(*) AS n FROM favorites WHERE user_id = ${currentUserSqlAt("?1")} GROUP BY type`)
    .bind(hash);

function readCounts(result: D1Result): z.infer<typeof counts> {
  const found = { article: 0, product: 0, page: 0 };
  for (const row of result.results as { type: FavoriteType; n: number }[])
    if (row.type in found) found[row.type] = row.n;
  return found;
}

export const favoriteListCall = defineCall({
  path: "favorite/list",
  summary:
    "One of the customer's three favourite lists, newest first: product cards, article cards or pages. Also `counts`, as favorite/count answers it",
  tag: "user center",
  input: z.object({ type: typeField, ...paging }),
  output: listOf(z.union([productCard, articleCard, pageCard])).extend({ counts }),
  handle: async (ctx, input) => {
    // The session check, the page, its total and the tabs' counts in one round trip (ADR 160).
    const { results } = await customerBatch(ctx, (hash) => [
      ...listStatements(ctx, hash, input.type, input.pageSize, offset(input)),
      countsStatement(ctx, hash),
    ]);
    const [list, total, perType] = results;
    const items =
      input.type === "product"
        ? toCards(list, ctx.language)
        : input.type === "article"
          ? toArticleCards(list, ctx.language)
          : (list.results as { id: number; slug: string; title: string; i18n: string }[]).map((row) => ({
              id: row.id,
              slug: row.slug,
              title: localise(row, ctx.language, ["title"]).title,
            }));
    return {
      list: items,
      total: (total.results[0] as { n: number }).n,
      page: input.page,
      pageSize: input.pageSize,
      counts: readCounts(perType),
    };
  },
});

export const favoriteCountCall = defineCall({
  path: "favorite/count",
  summary: "How many items each favourite list holds",
  tag: "user center",
  input: z.object({}),
  output: counts,
  handle: async (ctx) => {
    const { results } = await customerBatch(ctx, (hash) => [countsStatement(ctx, hash)]);
    return readCounts(results[0]);
  },
});

/** Bound on the ids the wish list answers per type; enough for the hearts on any screen. */
const WISHLIST_LIMIT = 500;

export const favoriteWishListCall = defineCall({
  path: "favorite/wishList",
  summary: "The ids in each favourite list, so screens can show which items are favourites",
  tag: "user center",
  input: z.object({}),
  output: z.object({
    article: z.array(z.number().int()),
    product: z.array(z.number().int()),
    page: z.array(z.number().int()),
  }),
  handle: async (ctx) => {
    const customer = await requireCustomer(ctx);
    const { results } = await ctx.db
      .prepare(
        `SELECT type, ref_id FROM favorites WHERE user_id = ? ORDER BY created_at DESC LIMIT ${WISHLIST_LIMIT * 3}`,
      )
      .bind(customer.userId)
      .run<{ type: FavoriteType; ref_id: number }>();
    const lists: Record<FavoriteType, number[]> = { article: [], product: [], page: [] };
    for (const row of results)
      if (row.type in lists && lists[row.type].length < WISHLIST_LIMIT) lists[row.type].push(row.ref_id);
    return lists;
  },
});
