/**
 * Everything a checkout step needs, read in one batch: who is asking, the checkout and its lines
 * priced from the SKU table, the customer's addresses and email, the shipping and payment methods,
 * the coupon (with the customer's claim) and, for submit, an order already placed under the
 * idempotency key. Amounts come back in the order's one currency (order-currency.ts, ADR 210).
 */
import type { ShopContext } from "../kernel/http/context";
import { Code, ShopError } from "../kernel/http/envelope";
import { CURRENT_USER_SQL, tokenHash } from "../kernel/http/customer";
import { localise } from "../kernel/i18n/translate";
import { type Line, LINE_COLUMNS, type LineRow, readCustomerId, SKU_JOIN, toLine, visitorCartId } from "../cart";
import { paymentProvider } from "../payments";
import { ADDRESS_COLUMNS, toSavedAddress, type AddressRow, type SavedAddress } from "../accounts";
import type { CouponRow, ShippingRow } from "./pricing";
import { couponInOrderCurrency, shippingInOrderCurrency } from "./order-currency";
import { SITE_RATES_SQL, siteRates } from "../site";
import { ORDER_LIMITS_SQL, orderLimitsOf, type OrderLimits } from "./order-limits";

export type CheckoutRow = { slug: string; user_id: number | null; cart_id: string | null; from_cart: number };

export type CheckoutState = {
  checkout: CheckoutRow;
  customerId: number | null;
  /** The visitor's cart id, which a visitor's order remembers. */
  cartId: string | null;
  lines: Line[];
  addresses: SavedAddress[];
  email: string | null;
  shipping: ShippingRow[];
  payment: { id: string; name: string; description: string }[];
  coupon: CouponRow | undefined;
  placedOrderNo: string | null;
  /** The order's one currency (the shop's); lines, shipping and coupon are already in it (ADR 210). */
  currency: string;
  /** What one shopper may hold unpaid (order-limits.ts). */
  limits: OrderLimits;
};

/** A double submit after the checkout was used up by the order its key placed. */
export type PlacedCheckout = { checkout?: undefined; placedOrderNo: string };

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** Scoped to the checkout, so one shopper's key never finds another's order. */
export const scopedKey = (slug: string, key: string) => `${slug}:${key}`;

export async function loadCheckout(
  ctx: ShopContext,
  slug: string,
  options: { couponCode?: string; idempotencyKey?: string } = {},
): Promise<CheckoutState | PlacedCheckout> {
  const token = ctx.headers.get("x-auth");
  const hash = await tokenHash(token);
  const db = ctx.db;
  const results = await db.batch([
    db.prepare(`SELECT ${CURRENT_USER_SQL} AS id`).bind(hash),
    db
      .prepare(`SELECT slug, user_id, cart_id, from_cart FROM checkouts WHERE slug = ? AND expires_at > ${NOW}`)
      .bind(slug),
    db
      .prepare(
        `SELECT j.value ->> 'sku' AS sku, j.value ->> 'quantity' AS quantity, ${LINE_COLUMNS}
         FROM checkouts c JOIN json_each(c.items) j LEFT JOIN product_skus s ON s.sku = j.value ->> 'sku' ${SKU_JOIN}
         WHERE c.slug = ? ORDER BY j.key`,
      )
      .bind(slug),
    db
      .prepare(
        `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = ${CURRENT_USER_SQL} ORDER BY is_default DESC, id DESC LIMIT 50`,
      )
      .bind(hash),
    db.prepare(`SELECT email FROM users WHERE id = ${CURRENT_USER_SQL}`).bind(hash),
    db.prepare(
      "SELECT id, name, description, fee, currency, free_over, countries, min_order, max_order, i18n FROM shipping_methods WHERE enabled = 1 ORDER BY position, id",
    ),
    db.prepare("SELECT id, name, description, i18n FROM payment_methods WHERE enabled = 1 ORDER BY position, id"),
    db
      .prepare(
        `SELECT c.id, c.code, c.discount_type, c.discount_value, c.min_spend, c.currency, c.starts_at, c.ends_at,
           EXISTS (SELECT 1 FROM coupon_claims cc WHERE cc.coupon_id = c.id AND cc.user_id = ${CURRENT_USER_SQL}) AS claimed,
           EXISTS (SELECT 1 FROM coupon_claims cc WHERE cc.coupon_id = c.id AND cc.user_id = ${CURRENT_USER_SQL} AND cc.used_at IS NOT NULL) AS used
         FROM coupons c WHERE c.code = ?`,
      )
      .bind(hash, hash, (options.couponCode ?? "").toUpperCase()),
    db
      .prepare("SELECT order_no, user_id, cart_id FROM orders WHERE idempotency_key = ?")
      .bind(scopedKey(slug, options.idempotencyKey ?? "")),
    db.prepare(SITE_RATES_SQL),
    db.prepare(ORDER_LIMITS_SQL),
  ]);
  const customerId = readCustomerId(results[0]);
  if (token && customerId === null) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  const cartId = customerId === null ? visitorCartId(ctx) : null;

  const owns = (row: { user_id: number | null; cart_id: string | null }) =>
    customerId !== null
      ? row.user_id === customerId
      : row.user_id === null && cartId !== null && row.cart_id === cartId;
  const placed = results[8].results[0] as
    { order_no: string; user_id: number | null; cart_id: string | null } | undefined;
  const checkout = results[1].results[0] as CheckoutRow | undefined;
  if (!checkout && placed && owns(placed)) {
    // The checkout was used up by the order this very key placed: a double submit.
    return { placedOrderNo: placed.order_no };
  }
  // Expired, used up, or someone else's: one answer, so a slug reveals nothing.
  if (!checkout || !owns(checkout)) throw new ShopError(Code.fullFailure, "checkoutExpired", 400);

  const localised = <Row extends { i18n?: unknown }>(rows: unknown[]) =>
    (rows as Row[]).map((row) =>
      localise(row as Row & { name: string; description: string }, ctx.language, ["name", "description"]),
    );
  const rates = siteRates(results[9].results[0] as { value: string } | undefined);
  const coupon = options.couponCode ? (results[7].results[0] as CouponRow | undefined) : undefined;
  return {
    checkout,
    customerId,
    cartId,
    currency: rates.currency,
    // Already in the order's currency: toLine converts a foreign-priced line.
    lines: (results[2].results as LineRow[]).map((row) => toLine(row, ctx.language)),
    addresses: (results[3].results as AddressRow[]).map(toSavedAddress),
    email: (results[4].results[0] as { email: string | null } | undefined)?.email ?? null,
    shipping: shippingInOrderCurrency(
      localised<ShippingRow & { i18n: string }>(results[5].results) as unknown as ShippingRow[],
      rates,
    ),
    payment: localised<{ id: string; name: string; description: string; i18n: string }>(results[6].results)
      .filter((row) => paymentProvider(row.id, ctx.env) !== null)
      .map(({ id, name, description }) => ({ id, name, description })),
    coupon: coupon && couponInOrderCurrency(coupon, rates),
    placedOrderNo: placed && owns(placed) ? placed.order_no : null,
    limits: orderLimitsOf(results[10]),
  };
}
