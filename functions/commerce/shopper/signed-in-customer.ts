/**
 * What shopper/summary and shopper/parts share: the signed-in customer's name fields, the cart's
 * unit count and (for the parts) the favourites' ids, read together with the session check in
 * ONE statement (docs/decisions/382; before, a batch of three, ADR 085), and a visitor's cart
 * count. One module, so the two answers show a customer the same way and refuse a bad session alike.
 */
import { z } from "@hono/zod-openapi";
import type { ShopContext } from "../kernel/http/context";
import { checkedCustomer, sessionRowSql, tokenHash, type SessionRow } from "../kernel/http/customer";
import { Code, ShopError } from "../kernel/http/envelope";
import { cartStore, customerCartId, visitorCartId } from "../cart";

export const shopperUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  fullName: z.string(),
  nickname: z.string(),
});
export type ShopperUser = z.infer<typeof shopperUser>;

export const FAVORITE_TYPES = ["article", "product", "page"] as const;
export type FavoriteLists = Record<(typeof FAVORITE_TYPES)[number], number[]>;

/** As favorite/wishList: enough for the hearts on any screen. */
export const FAVORITES_PER_TYPE = 500;

type CustomerRow = SessionRow & {
  found: number | null;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  first_name: string;
  last_name: string;
  nickname: string;
  cart_count: number | null;
} & Partial<Record<`favorites_${(typeof FAVORITE_TYPES)[number]}`, string | null>>;

/** Newest first, per type, read along the favourites' (user_id, type, created_at) index. */
const favoritesSql = (type: string) =>
  `(SELECT json_group_array(ref_id) FROM (SELECT ref_id FROM favorites
     WHERE user_id = s.user_id AND type = '${type}' ORDER BY created_at DESC LIMIT ${FAVORITES_PER_TYPE}))`;

/**
 * Every column past the session's is guarded by `s.live`: a dead session's row carries only what
 * the checks need, so nothing of anyone is read for it (the rule customerBatch keeps too).
 */
function customerSql(countSql: string | null, favorites: boolean): string {
  const extra = [
    `CASE WHEN s.live THEN ${countSql ?? "NULL"} END AS cart_count`,
    ...(favorites
      ? FAVORITE_TYPES.map((type) => `CASE WHEN s.live THEN ${favoritesSql(type)} END AS favorites_${type}`)
      : []),
  ];
  return `SELECT s.id, s.user_id, s.live, s.revoked, s.stale,
     u.id AS found, u.email, u.mobile, u.country_code, u.first_name, u.last_name, u.nickname, ${extra.join(", ")}
     FROM (${sessionRowSql("?1")}) AS s LEFT JOIN users u ON s.live AND u.id = s.user_id`;
}

/**
 * The statement's text per cart store and favourites flag, built once per isolate: it depends on
 * nothing of the request (the token is bound), and every signed-in page asks for it (ADR 392).
 */
const customerSqlMade = new Map<string, string>();
function customerSqlFor(countSql: string | null, favorites: boolean): string {
  const key = `${favorites ? 1 : 0}${countSql ?? ""}`;
  let sql = customerSqlMade.get(key);
  if (sql === undefined) customerSqlMade.set(key, (sql = customerSql(countSql, favorites)));
  return sql;
}

function favoritesOf(row: CustomerRow): FavoriteLists {
  const lists = {} as FavoriteLists;
  for (const type of FAVORITE_TYPES) lists[type] = JSON.parse(row[`favorites_${type}`] ?? "[]") as number[];
  return lists;
}

/**
 * The signed-in customer, the cart's unit count and, with `favorites`, their ids: one D1 round
 * trip (the cart's object after it when the count is not in D1). A token that is unknown, expired
 * or revoked answers 50/51 like every customer call; a session whose user row is gone answers 50.
 */
export async function signedInCustomer(
  ctx: ShopContext,
  { favorites = false }: { favorites?: boolean } = {},
): Promise<{ user: ShopperUser; cartCount: number; favorites: FavoriteLists | null }> {
  const hash = await tokenHash(ctx.headers.get("x-auth"));
  if (!hash) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  const store = cartStore(ctx);
  const row = await ctx.db
    .prepare(customerSqlFor(store.customerCountSql("s.user_id"), favorites))
    .bind(hash)
    .first<CustomerRow>();
  const customer = await checkedCustomer(ctx, row);
  if (!row || row.found === null) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  const user = {
    id: customer.userId,
    email: row.email,
    mobile: row.mobile,
    countryCode: row.country_code,
    fullName: [row.first_name, row.last_name].filter(Boolean).join(" "),
    nickname: row.nickname,
  };
  const cartCount = row.cart_count ?? (await store.count(ctx, customerCartId(customer.userId)));
  return { user, cartCount, favorites: favorites ? favoritesOf(row) : null };
}

/** A visitor's cart count: the cart in its cookie, no D1 read for the visitor. */
export async function visitorCartCount(ctx: ShopContext): Promise<number> {
  const cartId = visitorCartId(ctx);
  return cartId ? cartStore(ctx).count(ctx, cartId) : 0;
}
