/** The newsletter form's one schema, used by the browser (conform) and the action alike. */
import { z } from "zod";

export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;

export const newsletterSchema = z.object({
  email: z
    .string({ error: "validation.emailFormat" })
    .trim()
    .max(254, { error: "errors.inputLimit" })
    .regex(EMAIL_PATTERN, { error: "validation.emailFormat" }),
});
