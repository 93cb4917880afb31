/**
 * shopper/parts: everything personal a cached catalogue page shows (docs/decisions/270), in one
 * D1 statement (ADR 382): the signed-in customer's name fields, the cart's unit count (kept in D1
 * by every change of the cart, also when its lines live in a Durable Object) and the ids of their
 * favourites, so the Worker can mark the hearts of the products the page shows. A visitor (no
 * x-auth) costs no D1 read at all, only the cart count.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { shopperUser, signedInCustomer, visitorCartCount, type FavoriteLists } from "./signed-in-customer";

const favoriteIds = z.object({
  article: z.array(z.number().int()),
  product: z.array(z.number().int()),
  page: z.array(z.number().int()),
});
const parts = z.object({ user: shopperUser.nullable(), cartCount: z.number().int(), favorites: favoriteIds });
type Parts = z.infer<typeof parts>;

const noFavorites = (): FavoriteLists => ({ article: [], product: [], page: [] });

async function customerParts(ctx: ShopContext): Promise<Parts> {
  // The favourites ride in the one statement that checks the session and reads the name (ADR 382).
  const { user, cartCount, favorites } = await signedInCustomer(ctx, { favorites: true });
  return { user, cartCount, favorites: favorites ?? noFavorites() };
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
