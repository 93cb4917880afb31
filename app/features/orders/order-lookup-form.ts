/**
 * The visitor's order lookup (order number and the email the order was placed with), and paying
 * the order found. One schema each, for the browser (conform) and the action alike, built from
 * the contract's order rules (functions/contract/orders.ts).
 */
import { z } from "../../lib/forms/zod";
import { orderFields } from "../../../functions/contract/orders";
import { orderEmailMessage } from "../checkout/checkout-form";

// The contract's rules (order/lookup's input, ADR 243) with the shopper's messages.
const { orderNo, email } = orderFields((field, issue) =>
  field === "orderNo" ? "orders.lookupOrderNoFormat" : orderEmailMessage(issue),
);

export const orderLookupSchema = z.object({ intent: z.literal("lookup"), orderNo, email });

const lookupPaySchema = z.object({
  intent: z.literal("pay"),
  orderNo,
  email,
  paymentMethodId: z.string().trim().min(1).max(40),
  // Only the test card gateway asks for a number; spaces and dashes as people type them are fine.
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: "checkout.cardFormat" }))
    .optional(),
});

export const lookupIntentSchema = z.discriminatedUnion("intent", [orderLookupSchema, lookupPaySchema]);
