/** What a customer may do to an order from its page; the backend lists which apply (`actions`). */
import { z } from "../../lib/forms/zod";

export const orderActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), confirmed: z.literal("yes").optional() }),
  z.object({ intent: z.literal("confirmReceipt") }),
  z.object({ intent: z.literal("buyAgain") }),
  z.object({
    intent: z.literal("pay"),
    paymentMethodId: z.string().trim().min(1).max(40),
    // Only the card gateway asks for a number; spaces and dashes as people type them are fine.
    cardNumber: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, { error: "checkout.cardFormat" }))
      .optional(),
  }),
]);

/** Buy again from the order list, where each order's form names its order. */
export const buyAgainSchema = z.object({
  intent: z.literal("buyAgain"),
  orderNo: z
    .string()
    .trim()
    .regex(/^\d{14}$/),
});
