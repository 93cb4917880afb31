/**
 * Where cart lines live, behind one interface (ADR 180): a Durable Object per cart (the default)
 * or D1's carts/cart_items (the write bench's baseline, and a backend without Durable Objects),
 * chosen by the CART_STORE setting. Every call that reads or writes cart lines goes through
 * `cartStore(ctx)`; prices, titles and stock are always read from D1 at the moment of asking.
 * Outside production the answer says which store served it (`x-cart-store`).
 */
import { developmentFeatures } from "../../contract/environment";
import type { ShopContext } from "../kernel/http/context";
import type { CartStore, CartStoreKind } from "./store-types";
import { d1CartStore } from "./store-d1";
import { objectCartStore } from "./store-object";

/**
 * CART_STORE as set; anything but "d1" is the default, the Durable Object. A deploy without the
 * CART binding (an older wrangler.toml) keeps its carts in D1 rather than failing every cart call,
 * as the stock store does without STOCK.
 */
export function cartStoreKind(env: { CART_STORE?: string; CART?: unknown }): CartStoreKind {
  return env.CART_STORE?.trim() === "d1" || !env.CART ? "d1" : "durable-object";
}

export function cartStore(ctx: ShopContext): CartStore {
  const kind = cartStoreKind(ctx.env);
  // For the write bench and the tests, which compare the two; production never says.
  if (developmentFeatures(ctx.env)) ctx.answerHeaders.set("x-cart-store", kind);
  return kind === "d1" ? d1CartStore : objectCartStore;
}
