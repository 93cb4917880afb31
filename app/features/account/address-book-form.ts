/**
 * The address book's forms: the address fields are checkout's (newAddressSchema, one schema for
 * an address everywhere); the list's buttons (delete with its confirmation, set default) are
 * intents of the same action.
 */
import { z } from "../../lib/forms/zod";
import { newAddressSchema } from "../checkout/checkout-form";

const id = z.coerce.number().int().positive();

export const addressSaveSchema = newAddressSchema.extend({
  intent: z.literal("save"),
  id: id.optional(),
  isDefault: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()).default(false),
});

export const addressActionSchema = z.discriminatedUnion("intent", [
  addressSaveSchema,
  z.object({ intent: z.literal("delete"), id, confirmed: z.literal("yes").optional() }),
  z.object({ intent: z.literal("setDefault"), id }),
]);
