/**
 * shopper/summary: what the storefront's page shell needs about the shopper on every personal
 * page (who is signed in, units in the cart), in one D1 round trip (plus the cart's object
 * when carts live in Durable Objects, ADR 180). It replaces the shell's
 * user/info + cart/count pair, each of which checked the session on its own (ADR 085).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { CURRENT_USER_SQL } from "../kernel/http/customer";
import { Code, ShopError } from "../kernel/http/envelope";
import { cartStore, visitorCartId } from "../cart";

const summaryUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  fullName: z.string(),
  nickname: z.string(),
});

const summary = z.object({ user: summaryUser.nullable(), cartCount: z.number().int() });
type Summary = z.infer<typeof summary>;

type UserRow = {
  id: number;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  first_name: string;
  last_name: string;
  nickname: string;
};

async function customerSummary(ctx: ShopContext): Promise<Summary> {
  // The D1 cart store counts in the same batch; the object store asks the cart's object after it.
  const { count, results } = await cartStore(ctx).customerCount(ctx, (hash) => [
    ctx.db
      .prepare(
        `SELECT id, email, mobile, country_code, first_name, last_name, nickname FROM users WHERE id = ${CURRENT_USER_SQL}`,
      )
      .bind(hash),
  ]);
  const row = results[0].results[0] as UserRow | undefined;
  if (!row) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  const user = {
    id: row.id,
    email: row.email,
    mobile: row.mobile,
    countryCode: row.country_code,
    fullName: [row.first_name, row.last_name].filter(Boolean).join(" "),
    nickname: row.nickname,
  };
  return { user, cartCount: count };
}

export const shopperSummaryCall = defineCall({
  path: "shopper/summary",
  summary: "The signed-in customer's name fields (null for visitors) and the cart's unit count, in one round trip",
  tag: "cart",
  input: z.object({}),
  output: summary,
  handle: async (ctx): Promise<Summary> => {
    // A token that is unknown, expired or revoked answers 50/51 like every customer call.
    if (ctx.headers.get("x-auth")) return customerSummary(ctx);
    const store = cartStore(ctx);
    const cartId = visitorCartId(ctx);
    return { user: null, cartCount: cartId ? await store.count(ctx, cartId) : 0 };
  },
});
