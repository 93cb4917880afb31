/**
 * The visitor's order lookup (order number and the email the order was placed with), and paying
 * the order found. One schema each, for the browser (conform) and the action alike.
 */
import { z } from "../../lib/forms/zod";
import { EMAIL_PATTERN } from "../engagement/newsletter-form";

const orderNo = z
  .string({ error: "orders.lookupOrderNoFormat" })
  .trim()
  .regex(/^\d{14}$/, { error: "orders.lookupOrderNoFormat" });
const email = z
  .string({ error: "validation.emailFormat" })
  .trim()
  .max(254, { error: "errors.inputLimit" })
  .regex(EMAIL_PATTERN, { error: "validation.emailFormat" });

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
