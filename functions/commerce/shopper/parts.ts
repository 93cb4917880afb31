/**
 * shopper/parts: everything personal a cached catalogue page shows (docs/decisions/270), in one
 * D1 round trip: the signed-in customer's name fields, the cart's unit count (the cart's object
 * after it when carts live in Durable Objects, ADR 180) and the ids of their favourites, so the
 * Worker can mark the hearts of the products the page shows. A visitor (no x-auth) costs no D1
 * read at all, only the cart count.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { CURRENT_USER_SQL } from "../kernel/http/customer";
import { Code, ShopError } from "../kernel/http/envelope";
import { cartStore, visitorCartId } from "../cart";

/** As favorite/wishList: enough for the hearts on any screen. */
const FAVORITES_PER_TYPE = 500;

const partsUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  fullName: z.string(),
  nickname: z.string(),
});
const favoriteIds = z.object({
  article: z.array(z.number().int()),
  product: z.array(z.number().int()),
  page: z.array(z.number().int()),
});
const parts = z.object({ user: partsUser.nullable(), cartCount: z.number().int(), favorites: favoriteIds });
type Parts = z.infer<typeof parts>;
type FavoriteType = keyof Parts["favorites"];

type UserRow = {
  id: number;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  first_name: string;
  last_name: string;
  nickname: string;
};

const noFavorites = (): Parts["favorites"] => ({ article: [], product: [], page: [] });

async function customerParts(ctx: ShopContext): Promise<Parts> {
  // The user row and the favourites ride in the cart count's batch (the session is checked there).
  const { count, results } = await cartStore(ctx).customerCount(ctx, (hash) => [
    ctx.db
      .prepare(
        `SELECT id, email, mobile, country_code, first_name, last_name, nickname FROM users WHERE id = ${CURRENT_USER_SQL}`,
      )
      .bind(hash),
    ctx.db
      .prepare(
        `SELECT type, ref_id FROM favorites WHERE user_id = ${CURRENT_USER_SQL} ORDER BY created_at DESC LIMIT ${FAVORITES_PER_TYPE * 3}`,
      )
      .bind(hash),
  ]);
  const row = results[0].results[0] as UserRow | undefined;
  if (!row) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  const favorites = noFavorites();
  for (const favorite of results[1].results as { type: FavoriteType; ref_id: number }[])
    if (favorite.type in favorites && favorites[favorite.type].length < FAVORITES_PER_TYPE)
      favorites[favorite.type].push(favorite.ref_id);
  const user = {
    id: row.id,
    email: row.email,
    mobile: row.mobile,
    countryCode: row.country_code,
    fullName: [row.first_name, row.last_name].filter(Boolean).join(" "),
    nickname: row.nickname,
  };
  return { user, cartCount: count, favorites };
}

export const shopperPartsCall = defineCall({
  path: "shopper/parts",
  summary:
    "The personal parts of a cached page: the signed-in customer's name fields (null for visitors), the cart's unit count and the favourites' ids, in one round trip",
  tag: "cart",
  input: z.object({}),
  output: parts,
  handle: async (ctx): Promise<Parts> => {
    // A token that is unknown, expired or revoked answers 50/51 like every customer call.
    if (ctx.headers.get("x-auth")) return customerParts(ctx);
    const cartId = visitorCartId(ctx);
    return { user: null, cartCount: cartId ? await cartStore(ctx).count(ctx, cartId) : 0, favorites: noFavorites() };
  },
});
