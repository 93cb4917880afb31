/**
 * The shopper's after-sales inputs, written once: return/quote and return/apply (the lines, the
 * kind, the description), return/logistics (the goods sent back) and order/refund (the reason).
 * The backend validates with `returnFields()`; the storefront's apply, logistics and refund forms
 * are built from the same factory with the shopper's messages (ADR 243, 244). Plain zod only:
 * this module reaches the storefront.
 */
import { z } from "./zod";
import { sayFor, silent, type FieldSay } from "./field-say";

export type ReturnField = "quantity" | "applyType" | "applyDesc" | "logisticsCompany" | "logisticsNo" | "reason";

/** The most units of one line a return may name. */
export const RETURN_LINE_MAX = 10_000;
/** The most lines one return may name. */
export const RETURN_LINES_MAX = 100;

export function returnFields(say: FieldSay<ReturnField> = silent) {
  const error = sayFor(say);
  const text = (field: ReturnField, max: number) =>
    z.string(error(field)).trim().min(1, error(field)).max(max, error(field));
  return {
    orderItemId: z.number().int().positive(),
    /** Units of one line; at least one of a chosen line. */
    quantity: z
      .number(error("quantity"))
      .int(error("quantity"))
      .min(1, error("quantity"))
      .max(RETURN_LINE_MAX, error("quantity")),
    /** 1 return and refund, 2 exchange, 3 refund only. */
    applyType: z.union([z.literal(1), z.literal(2), z.literal(3)], error("applyType")),
    applyDesc: text("applyDesc", 500),
    logisticsCompany: text("logisticsCompany", 100),
    logisticsNo: text("logisticsNo", 100),
    /** Why an order is refunded before it ships (order/refund). */
    reason: text("reason", 500),
  };
}
