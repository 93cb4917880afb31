/**
 * cart/list, cart/add, cart/update, cart/remove and cart/count, on whichever store CART_STORE
 * names (store.ts). A change that the stock or the cart's owner does not allow changes no line,
 * and the cart read back with it says why.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { Code, invalidInput, notFound, ShopError } from "../kernel/http/envelope";
import { cart, readCart, type Cart } from "./cart";
import { MAX_CART_LINES, MAX_QUANTITY } from "./lines";
import { currentShopper, issueVisitorCart, visitorCartId } from "./shopper";
import { cartStore } from "./store";

const sku = z.string().trim().min(1).max(100);
const quantity = z.number().int().min(1).max(MAX_QUANTITY);
const lineId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The shopper's cart id, issuing a visitor cart when there is none yet. */
async function cartOf(
  ctx: ShopContext,
  issue: boolean,
): Promise<{ cartId: string | null; visitorCartId: string | null }> {
  const shopper = await currentShopper(ctx);
  if (shopper.customerId !== null) return { cartId: shopper.cartId, visitorCartId: null };
  const cartId = shopper.cartId ?? (issue ? issueVisitorCart(ctx) : null);
  return { cartId, visitorCartId: cartId };
}

function stockRefusal(ctx: ShopContext, stock: number) {
  return invalidInput({ quantity: stock > 0 ? ctx.t("stockLimit", stock) : ctx.t("outOfStock") });
}

export const cartListCall = defineCall({
  path: "cart/list",
  summary: "The shopper's cart; a visitor without one is issued a cartId (also in the x-cart header)",
  tag: "cart",
  input: z.object({}),
  output: cart,
  handle: async (ctx) => {
    const store = cartStore(ctx);
    // A customer's session check and cart share a round trip where the store allows (ADR 085).
    if (ctx.headers.get("x-auth")) return readCart(ctx, await store.customerCart(ctx), null);
    const { cartId, visitorCartId } = await cartOf(ctx, true);
    // A visitor's first ask gets a new id for a cart known to be empty: no store is asked (no
    // object is started for it).
    const issuedNow = visitorCartId !== null && visitorCartId !== ctx.headers.get("x-cart");
    return readCart(ctx, cartId && !issuedNow ? await store.rows(ctx, cartId) : [], visitorCartId);
  },
});

export const cartAddCall = defineCall({
  path: "cart/add",
  summary: "Add a quantity of a SKU, bounded by its stock",
  tag: "cart",
  input: z.object({ sku, quantity: quantity.default(1) }),
  output: cart,
  handle: async (ctx, input): Promise<Cart> => {
    const store = cartStore(ctx);
    // A customer's session check shares the add's first round trip (the stores resolve the cart).
    const customer = !!ctx.headers.get("x-auth");
    const visitorCartId = customer ? null : ((await cartOf(ctx, true)).visitorCartId as string);
    const owner = visitorCartId ? { visitorCartId } : { customer: true as const };
    const outcome = await store.add(ctx, owner, input.sku, input.quantity);
    const answer = readCart(ctx, outcome.rows, visitorCartId);
    if (outcome.changed) return answer;
    const found = outcome.sku;
    if (!found || found.status !== "published") throw invalidInput({ sku: ctx.t("itemUnavailable", input.sku) });
    const inCart = answer.items.find((item) => item.sku === input.sku);
    if (!inCart && answer.items.length >= MAX_CART_LINES) throw new ShopError(Code.fullFailure, "cartFull", 400);
    throw stockRefusal(ctx, found.stock);
  },
});

export const cartUpdateCall = defineCall({
  path: "cart/update",
  summary: "Change a line's quantity (bounded by stock) or whether it is selected for checkout",
  tag: "cart",
  input: z
    .object({ id: lineId, quantity: quantity.optional(), selected: z.boolean().optional() })
    .refine((value) => value.quantity !== undefined || value.selected !== undefined, { path: ["quantity"] }),
  output: cart,
  handle: async (ctx, input): Promise<Cart> => {
    const store = cartStore(ctx);
    const { cartId, visitorCartId } = await cartOf(ctx, false);
    if (!cartId) throw notFound();
    const outcome = await store.update(ctx, cartId, input.id, {
      quantity: input.quantity ?? null,
      selected: input.selected ?? null,
    });
    const answer = readCart(ctx, outcome.rows, visitorCartId);
    if (outcome.changed) return answer;
    const item = answer.items.find((candidate) => candidate.id === input.id);
    // Someone else's line is answered exactly like a line that does not exist.
    if (!item) throw notFound();
    throw stockRefusal(ctx, item.stock);
  },
});

export const cartRemoveCall = defineCall({
  path: "cart/remove",
  summary: "Remove lines from the cart",
  tag: "cart",
  input: z.object({ ids: z.array(lineId).min(1).max(MAX_CART_LINES) }),
  output: cart,
  handle: async (ctx, input) => {
    const store = cartStore(ctx);
    const { cartId, visitorCartId } = await cartOf(ctx, false);
    if (!cartId) return readCart(ctx, [], visitorCartId);
    return readCart(ctx, await store.remove(ctx, cartId, input.ids), visitorCartId);
  },
});

export const cartCountCall = defineCall({
  path: "cart/count",
  summary: "Units in the cart, for the header badge",
  tag: "cart",
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
  handle: async (ctx) => {
    const store = cartStore(ctx);
    if (ctx.headers.get("x-auth")) return { count: (await store.customerCount(ctx)).count };
    const cartId = visitorCartId(ctx);
    return { count: cartId ? await store.count(ctx, cartId) : 0 };
  },
});
