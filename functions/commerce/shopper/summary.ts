/**
 * shopper/summary: what the storefront's page shell needs about the shopper on every personal
 * page (who is signed in, units in the cart), in one D1 round trip (plus the cart's object
 * when carts live in Durable Objects, ADR 180). It replaces the shell's
 * user/info + cart/count pair, each of which checked the session on its own (ADR 085).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { shopperUser, signedInCustomer, visitorCartCount } from "./signed-in-customer";

const summary = z.object({ user: shopperUser.nullable(), cartCount: z.number().int() });
type Summary = z.infer<typeof summary>;

export const shopperSummaryCall = defineCall({
  path: "shopper/summary",
  summary: "The signed-in customer's name fields (null for visitors) and the cart's unit count, in one round trip",
  tag: "cart",
  input: z.object({}),
  output: summary,
  handle: async (ctx): Promise<Summary> => {
    if (ctx.headers.get("x-auth")) {
      const { user, cartCount } = await signedInCustomer(ctx);
      return { user, cartCount };
    }
    return { user: null, cartCount: await visitorCartCount(ctx) };
  },
});
