/**
 * What shopper/summary and shopper/parts share: the signed-in customer's name fields, read in the
 * cart count's batch (where the session is checked, ADR 085), and a visitor's cart count. One
 * module, so the two answers show a customer the same way and refuse a bad session alike.
 */
import { z } from "@hono/zod-openapi";
import type { ShopContext } from "../kernel/http/context";
import { CURRENT_USER_SQL } from "../kernel/http/customer";
import { Code, ShopError } from "../kernel/http/envelope";
import { cartStore, visitorCartId } from "../cart";

export const shopperUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  countryCode: z.string().nullable(),
  fullName: z.string(),
  nickname: z.string(),
});
export type ShopperUser = z.infer<typeof shopperUser>;

type UserRow = {
  id: number;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  first_name: string;
  last_name: string;
  nickname: string;
};

const userStatement = (ctx: ShopContext, hash: string) =>
  ctx.db
    .prepare(
      `SELECT id, email, mobile, country_code, first_name, last_name, nickname FROM users WHERE id = ${CURRENT_USER_SQL}`,
    )
    .bind(hash);

/**
 * The signed-in customer and the cart's unit count, with `also`'s statements in the same batch
 * (their results in order). A token that is unknown, expired or revoked answers 50/51 like every
 * customer call; a session whose user row is gone answers 51.
 */
export async function signedInCustomer(
  ctx: ShopContext,
  also: (hash: string) => D1PreparedStatement[] = () => [],
): Promise<{ user: ShopperUser; cartCount: number; results: D1Result[] }> {
  // The D1 cart store counts in the same batch; the object store asks the cart's object after it.
  const { count, results } = await cartStore(ctx).customerCount(ctx, (hash) => [
    userStatement(ctx, hash),
    ...also(hash),
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
  return { user, cartCount: count, results: results.slice(1) };
}

/** A visitor's cart count: the cart in its cookie, no D1 read for the visitor. */
export async function visitorCartCount(ctx: ShopContext): Promise<number> {
  const cartId = visitorCartId(ctx);
  return cartId ? cartStore(ctx).count(ctx, cartId) : 0;
}
