/**
 * The cart's one action and its one schema, shared by the browser and the server: every
 * button posts an `intent` (add, buyNow, update, select, remove, checkout), so every cart
 * control is a plain form that works without JavaScript.
 */
import { z } from "../../lib/forms/zod";

const quantity = z.coerce
  .number({ error: "errors.inputLimit" })
  .int({ error: "errors.inputLimit" })
  .min(1, { error: "errors.inputLimit" })
  .max(999, { error: "errors.inputLimit" });
const sku = z.string().trim().min(1).max(100);
const itemId = z.string().trim().min(1).max(64);
/** Where to go back after a no-JavaScript submit: a same-site path only. */
const backTo = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/)
  .max(500)
  .optional();

export const cartIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), sku, quantity: quantity.default(1), backTo }),
  z.object({ intent: z.literal("buyNow"), sku, quantity: quantity.default(1) }),
  z.object({ intent: z.literal("update"), id: itemId, quantity }),
  z.object({
    intent: z.literal("select"),
    id: itemId,
    selected: z.enum(["true", "false"]).transform((v) => v === "true"),
  }),
  z.object({ intent: z.literal("remove"), id: itemId }),
  z.object({ intent: z.literal("checkout") }),
]);
