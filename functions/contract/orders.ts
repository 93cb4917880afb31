/**
 * The order number and the email an order is placed with, as ONE set of rules: checkout/submit,
 * order/lookup and the backend's order calls validate with them; the storefront's checkout and
 * order-lookup forms are built from `orderFields` with the shopper's messages (ADR 243).
 * Plain zod only: this module reaches the storefront.
 */
import { z } from "./zod";
import { sayFor, silent, type FieldSay } from "./field-say";

export type OrderField = "orderNo" | "email";

export function orderFields(say: FieldSay<OrderField> = silent) {
  const error = sayFor(say);
  return {
    /** 14 digits, as checkout/submit answers it. */
    orderNo: z
      .string(error("orderNo"))
      .trim()
      .regex(/^\d{14}$/, error("orderNo")),
    /** zod's email rule: it takes "ada+shop@example.com", as mail providers do. */
    email: z.string(error("email")).trim().max(254, error("email")).email(error("email")),
  };
}

const backend = orderFields();
export const orderNumber = backend.orderNo;
export const orderEmail = backend.email;

/** order/lookup: a visitor's order by its number and the email it was placed with. */
export const orderLookupInput = z.object({ orderNo: orderNumber, email: orderEmail });
