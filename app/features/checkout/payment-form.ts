/** Paying an order by card (the test gateway): the card number is checked for shape only here. */
import { z } from "../../lib/forms/zod";

export const cardPaymentSchema = z.object({
  orderNo: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/),
  cardNumber: z
    .string({ error: "checkout.cardFormat" })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: "checkout.cardFormat" })),
});

/** Paying an order on a hosted gateway's page (Stripe Checkout): which order and which method, nothing else. */
export const gatewayPaymentSchema = z.object({
  orderNo: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/),
  paymentMethodId: z.string().trim().min(1).max(40),
});
