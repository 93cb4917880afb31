/**
 * The inputs of newsletter/subscribe, newsletter/confirm and newsletter/unsubscribe, as ONE set of
 * rules: the backend validates with `newsletterSubscribeInput` / `newsletterTokenInput`; the
 * storefront's forms are built from `newsletterFields` with the shopper's messages (ADR 243).
 * Plain zod only: this module reaches the storefront.
 */
import { z } from "./zod";
import { TEXT_LIMITS } from "./text-limits";
import { sayFor, silent, type FieldSay } from "./field-say";

/** An email address as the newsletter, the checkout and the account forms take it. */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;

export type NewsletterField = "email" | "token";

export function newsletterFields(say: FieldSay<NewsletterField> = silent) {
  const error = sayFor(say);
  return {
    email: z
      .string(error("email"))
      .trim()
      .max(TEXT_LIMITS.inquiryEmail, error("email"))
      .regex(EMAIL_PATTERN, error("email")),
    /** The token of a mailed link. */
    token: z.string(error("token")).trim().min(1, error("token")).max(100, error("token")),
  };
}

const backend = newsletterFields();
export const newsletterSubscribeInput = z.object({ email: backend.email });
export const newsletterTokenInput = z.object({ token: backend.token });
