/** What a customer may do to an order from its page; the backend lists which apply (`actions`). */
import { z } from "zod";

export const orderActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel"), confirmed: z.literal("yes").optional() }),
  z.object({ intent: z.literal("confirmReceipt") }),
  z.object({ intent: z.literal("pay"), paymentMethodId: z.string().trim().min(1).max(40) }),
]);
