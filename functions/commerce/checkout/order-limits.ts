/**
 * What one shopper may hold unpaid (docs/decisions/205): the one place that decides how many
 * units of one item an order may take and how many unpaid orders a customer, an email and a
 * shipping address may keep open at once. Unpaid orders hold stock (until they expire,
 * orders/expiry.ts); without these a visitor with made-up emails could empty the shelves.
 *
 * The operator sets them in `site_settings` under the key "orderLimits" (JSON, any subset of
 * DEFAULT_ORDER_LIMITS); what is left out keeps its default. checkout/create refuses an
 * oversized line, checkout/submit checks both again, and its order INSERT repeats the unpaid
 * counts as its guard so two submits at once cannot both pass a limit of one left.
 */
import { z } from "@hono/zod-openapi";
import { Code, ShopError } from "../kernel/http/envelope";
import type { MessageKey, Translate } from "../kernel/i18n/messages";

export const DEFAULT_ORDER_LIMITS = {
  /** Open unpaid orders per signed-in customer (or per visitor cart). */
  openUnpaidPerCustomer: 3,
  /** Open unpaid orders per email, whoever placed them. */
  openUnpaidPerEmail: 3,
  /** Open unpaid orders per shipping address (shipToKey). */
  openUnpaidPerAddress: 3,
  /** Units of one SKU in one order. */
  maxLineQuantity: 20,
};

export type OrderLimits = typeof DEFAULT_ORDER_LIMITS;

const count = z.number().int().min(1).max(10_000);
const stored = z
  .object({
    openUnpaidPerCustomer: count,
    openUnpaidPerEmail: count,
    openUnpaidPerAddress: count,
    maxLineQuantity: count,
  })
  .partial();

/** Reads the operator's overrides; a value that is not a sensible count keeps its default. */
export const ORDER_LIMITS_SQL = "SELECT value FROM site_settings WHERE key = 'orderLimits'";

export function orderLimitsOf(result: D1Result | undefined): OrderLimits {
  const value = (result?.results[0] as { value: string } | undefined)?.value;
  if (!value) return DEFAULT_ORDER_LIMITS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return DEFAULT_ORDER_LIMITS;
  }
  const limits = { ...DEFAULT_ORDER_LIMITS };
  for (const key of Object.keys(limits) as (keyof OrderLimits)[]) {
    const one = stored.shape[key].safeParse((parsed as Record<string, unknown> | null)?.[key]);
    if (one.success && one.data !== undefined) limits[key] = one.data;
  }
  return limits;
}

/** The same cap inside SQL (checkout/create's guard), read from the same setting with the same default. */
export const MAX_LINE_QUANTITY_SQL = `coalesce((SELECT CAST(value ->> '$.maxLineQuantity' AS INTEGER) FROM site_settings
  WHERE key = 'orderLimits' AND CAST(value ->> '$.maxLineQuantity' AS INTEGER) BETWEEN 1 AND 10000), ${DEFAULT_ORDER_LIMITS.maxLineQuantity})`;

/**
 * Code 40 like every refused input: the message, and the same words as the field message of the
 * field at fault (`quantity`, `email`, `address`; `orderLimit` for the customer's own count, which
 * no field of the form holds, so the checkout screen says it at the top).
 */
function refusal(t: Translate, key: MessageKey, field: string, data: object = {}, params: number[] = []): ShopError {
  return new ShopError(Code.failed, key, 422, { ...data, fields: { [field]: t(key, ...params) } }, params);
}

/** The refusal of a line over the per-line cap, saying the cap. */
export const lineTooLarge = (t: Translate, sku: string, max: number): ShopError =>
  refusal(t, "orderLineTooLarge", "quantity", { sku }, [max]);

/** Refuses the first line over the per-line cap. */
export function assertLineQuantities(
  t: Translate,
  lines: { sku: string; quantity: number }[],
  limits: OrderLimits,
): void {
  const over = lines.find((line) => line.quantity > limits.maxLineQuantity);
  if (over) throw lineTooLarge(t, over.sku, limits.maxLineQuantity);
}

/**
 * Where an order ships, as one comparable text: the same street typed with other spaces or
 * capitals is the same address. Name and phone are left out: they are the easiest to vary.
 */
export function shipToKey(address: {
  country: string;
  postalCode: string;
  city: string;
  address: string;
  apartment?: string | null;
}): string {
  const norm = (text: string | null | undefined) =>
    (text ?? "")
      .normalize("NFKC")
      .toLowerCase()
      .replace(/[\s,.#-]+/g, " ")
      .trim();
  return [address.country, address.postalCode, address.city, address.address, address.apartment].map(norm).join("|");
}

/** An order that still holds stock waiting for its money: in progress, unpaid, not shipped, not past its deadline. */
export const OPEN_UNPAID_SQL = `o.status = 'in_progress' AND o.pay_status = 'unpaid'
  AND (o.pay_by IS NULL OR o.pay_by > strftime('%Y-%m-%dT%H:%M:%fZ','now'))
  AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no)`;

/** Who is placing the order: the customer (or visitor cart), the email and where it ships. */
export type Placer = { customerId: number | null; cartId: string | null; email: string; shipTo: string };

/** The three counts of open unpaid orders (customer or visitor cart, email, address), binding ?at..?at+3. */
function openCountsSql(at: number): string[] {
  const [customer, cart, email, shipTo] = [0, 1, 2, 3].map((offset) => `?${at + offset}`);
  const open = (match: string) => `(SELECT count(*) FROM orders o WHERE ${OPEN_UNPAID_SQL} AND ${match})`;
  return [
    open(
      `((${customer} IS NOT NULL AND o.user_id = ${customer}) OR (${customer} IS NULL AND o.user_id IS NULL AND o.cart_id = ${cart}))`,
    ),
    open(`lower(trim(o.email)) = lower(trim(${email}))`),
    open(`o.ship_to_key = ${shipTo}`),
  ];
}

const placerBinds = (placer: Placer) => [placer.customerId, placer.cartId, placer.email, placer.shipTo];

/** The order INSERT's guard: every count under its limit. Binds ?at..?at+6 (withinLimitsBinds). */
export const withinLimitsSql = (at: number): string =>
  openCountsSql(at)
    .map((count, index) => `${count} < ?${at + 4 + index}`)
    .join(" AND ");

export const withinLimitsBinds = (placer: Placer, limits: OrderLimits) => [
  ...placerBinds(placer),
  limits.openUnpaidPerCustomer,
  limits.openUnpaidPerEmail,
  limits.openUnpaidPerAddress,
];

/** The three counts, read before placing so a refusal can say which limit was reached. */
export const openUnpaidStatement = (db: D1DatabaseSession, placer: Placer) =>
  db
    .prepare(
      `SELECT ${openCountsSql(1)
        .map((count, index) => `${count} AS n${index}`)
        .join(", ")}`,
    )
    .bind(...placerBinds(placer));

const REFUSALS: [MessageKey, string][] = [
  ["orderLimitCustomer", "orderLimit"],
  ["orderLimitEmail", "email"],
  ["orderLimitAddress", "address"],
];

/** Refuses (code 40) when a count reached its limit, naming which. */
export function assertOpenUnpaidWithin(t: Translate, result: D1Result, limits: OrderLimits): void {
  const row = result.results[0] as { n0: number; n1: number; n2: number } | undefined;
  if (!row) return;
  const caps = [limits.openUnpaidPerCustomer, limits.openUnpaidPerEmail, limits.openUnpaidPerAddress];
  const counts = [row.n0, row.n1, row.n2];
  const reached = counts.findIndex((n, index) => n >= caps[index]);
  if (reached >= 0) throw refusal(t, ...REFUSALS[reached]);
}
