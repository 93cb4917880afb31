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
import { shopperUser, signedInCustomer, visitorCartCount } from "./signed-in-customer";

/** As favorite/wishList: enough for the hearts on any screen. */
const FAVORITES_PER_TYPE = 500;

const favoriteIds = z.object({
  article: z.array(z.number().int()),
  product: z.array(z.number().int()),
  page: z.array(z.number().int()),
});
const parts = z.object({ user: shopperUser.nullable(), cartCount: z.number().int(), favorites: favoriteIds });
type Parts = z.infer<typeof parts>;
type FavoriteType = keyof Parts["favorites"];

const noFavorites = (): Parts["favorites"] => ({ article: [], product: [], page: [] });

async function customerParts(ctx: ShopContext): Promise<Parts> {
  // The favourites ride in the cart count's batch with the user row (the session is checked there).
  const { user, cartCount, results } = await signedInCustomer(ctx, (hash) => [
    ctx.db
      .prepare(
        `SELECT type, ref_id FROM favorites WHERE user_id = ${CURRENT_USER_SQL} ORDER BY created_at DESC LIMIT ${FAVORITES_PER_TYPE * 3}`,
      )
      .bind(hash),
  ]);
  const favorites = noFavorites();
  for (const favorite of results[0].results as { type: FavoriteType; ref_id: number }[])
    if (favorite.type in favorites && favorites[favorite.type].length < FAVORITES_PER_TYPE)
      favorites[favorite.type].push(favorite.ref_id);
  return { user, cartCount, favorites };
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
    return { user: null, cartCount: await visitorCartCount(ctx), favorites: noFavorites() };
  },
});
