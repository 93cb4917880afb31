/**
 * The fields of inquiry/submit and inquiry/feedback, written once: the backend validates with
 * `inquiryFields()`, the storefront's inquiry and feedback forms are built from the same factory
 * with the shopper's messages (ADR 243, 244). Which inquiry fields a form shows and requires
 * comes from its stored definition (inquiry/form), checked by the call. Plain zod only: this
 * module reaches the storefront.
 */
import { z } from "./zod";
import { TEXT_LIMITS } from "./text-limits";
import { sayFor, silent, type FieldSay } from "./field-say";
import { EMAIL_PATTERN } from "./newsletter";

export type InquiryField = "name" | "email" | "phone" | "content" | "contact";

export function inquiryFields(say: FieldSay<InquiryField> = silent) {
  const error = sayFor(say);
  return {
    name: z.string(error("name")).trim().min(1, error("name")).max(TEXT_LIMITS.inquiryName, error("name")),
    email: z
      .string(error("email"))
      .trim()
      .max(TEXT_LIMITS.inquiryEmail, error("email"))
      .regex(EMAIL_PATTERN, error("email")),
    /** Digits, spaces, brackets, "+" and "-"; empty when the form does not ask for it. */
    phone: z
      .string(error("phone"))
      .trim()
      .max(TEXT_LIMITS.inquiryPhone, error("phone"))
      .regex(/^[\d\s()+-]*$/, error("phone")),
    content: z
      .string(error("content"))
      .trim()
      .min(1, error("content"))
      .max(TEXT_LIMITS.inquiryContent, error("content")),
    /** How feedback may be answered: anything the shopper writes. */
    contact: z.string(error("contact")).trim().max(TEXT_LIMITS.feedbackContact, error("contact")),
  };
}
