/**
 * What a checkout costs, worked out on the server every time from the SKU table, the shipping
 * rules and the coupon: pure functions over rows already read, so checkout/info and
 * checkout/submit price an order identically.
 */
import type { MessageKey } from "../kernel/i18n/messages";
import { formatMinor } from "../payments";

export type ShippingRow = {
  id: string;
  name: string;
  description: string;
  fee: number;
  currency: string;
  free_over: number | null;
  countries: string;
  min_order: number;
  max_order: number | null;
};

export type ShippingOption = { id: string; name: string; description: string; fee: number; currency: string };

/** Methods that ship to `country` (any, while the shopper has not said where) for this subtotal. */
export function shippingOptions(rows: ShippingRow[], country: string | null, subtotal: number): ShippingOption[] {
  return rows
    .filter((row) => {
      const countries = JSON.parse(row.countries || "[]") as string[];
      const ships = !country || countries.length === 0 || countries.includes(country);
      return ships && subtotal >= row.min_order && (row.max_order === null || subtotal <= row.max_order);
    })
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      fee: row.free_over !== null && subtotal >= row.free_over ? 0 : row.fee,
      currency: row.currency,
    }));
}

export type CouponRow = {
  id: number;
  code: string;
  discount_type: "percent" | "amount";
  discount_value: number;
  min_spend: number;
  currency: string;
  starts_at: string;
  ends_at: string;
  /** Whether the shopper claimed it, and whether that claim was used. */
  claimed: number;
  used: number;
};

export type CouponVerdict =
  | { ok: true; couponId: number; code: string; discount: number }
  | { ok: false; message: MessageKey; params: (string | number)[] };

/** The backend's plain money text ("USD 15.00", "JPY 1500"): each currency with its own digits. */
export const formatMoney = formatMinor;

/**
 * One coupon per order, for signed-in customers who claimed it and have not used it, inside its
 * validity window, once the subtotal reaches its minimum spend. The discount never exceeds
 * the subtotal.
 */
export function judgeCoupon(
  row: CouponRow | undefined,
  order: { subtotal: number; currency: string; signedIn: boolean; now: string },
): CouponVerdict {
  const refuse = (message: MessageKey, ...params: (string | number)[]): CouponVerdict => ({
    ok: false,
    message,
    params,
  });
  if (!row) return refuse("couponUnknown");
  if (!order.signedIn) return refuse("couponSignIn");
  if (order.now < row.starts_at) return refuse("couponNotStarted");
  if (order.now >= row.ends_at) return refuse("couponEnded");
  if (!row.claimed) return refuse("couponNotClaimed");
  if (row.used) return refuse("couponUsed");
  if (row.currency !== order.currency) return refuse("couponCurrency");
  if (order.subtotal < row.min_spend) return refuse("couponMinSpend", formatMoney(row.min_spend, row.currency));
  const raw =
    row.discount_type === "percent" ? Math.floor((order.subtotal * row.discount_value) / 100) : row.discount_value;
  return { ok: true, couponId: row.id, code: row.code, discount: Math.min(raw, order.subtotal) };
}

export type Totals = { subtotal: number; shippingFee: number; couponDiscount: number; total: number };

export const totalsOf = (subtotal: number, shippingFee: number, couponDiscount: number): Totals => ({
  subtotal,
  shippingFee,
  couponDiscount,
  total: subtotal + shippingFee - couponDiscount,
});
