/** The newsletter form's one schema, used by the browser (conform) and the action alike. */
import { z } from "../../lib/forms/zod";

export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;

export const newsletterSchema = z.object({
  email: z
    .string({ error: "validation.emailFormat" })
    .trim()
    .max(254, { error: "errors.inputLimit" })
    .regex(EMAIL_PATTERN, { error: "validation.emailFormat" }),
});

/** The confirm and unsubscribe screens post the mailed token back with the shopper's choice. */
export const newsletterTokenSchema = z.object({
  intent: z.enum(["confirm", "unsubscribe"]),
  token: z
    .string({ error: "newsletter.linkInvalid" })
    .trim()
    .min(1, { error: "newsletter.linkInvalid" })
    .max(100, { error: "newsletter.linkInvalid" }),
});
