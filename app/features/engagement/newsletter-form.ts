/**
 * The newsletter forms' schemas, used by the browser (conform) and the action alike: the
 * contract's rules (functions/contract/newsletter.ts, which the backend validates with) with the
 * shopper's messages (ADR 243).
 */
import { z } from "../../lib/forms/zod";
import { newsletterFields, type NewsletterField } from "../../../functions/contract/newsletter";

export { EMAIL_PATTERN } from "../../../functions/contract/newsletter";

const MESSAGES: Record<NewsletterField, string> = { email: "validation.emailFormat", token: "newsletter.linkInvalid" };

const fields = newsletterFields((field, issue) =>
  field === "email" && issue.code === "too_big" ? "errors.inputLimit" : MESSAGES[field],
);

export const newsletterSchema = z.object({ email: fields.email });

/** The confirm and unsubscribe screens post the mailed token back with the shopper's choice. */
export const newsletterTokenSchema = z.object({
  intent: z.enum(["confirm", "unsubscribe"]),
  token: fields.token,
});
