/**
 * The inquiry and feedback forms' schemas (browser and action alike). Which inquiry fields show
 * comes from the backend's form definition; these are the fields inquiry/submit takes.
 */
import { z } from "../../../lib/forms/zod";
import { EMAIL_PATTERN } from "../newsletter-form";
import { LIMIT_MESSAGE } from "../../../lib/forms/shopper-limits";
import { TEXT_LIMITS } from "../../../../functions/contract/text-limits";
import { imageFilesField } from "../../account/image-forms";

const content = z
  .string({ error: "inquiry.contentRequired" })
  .trim()
  .min(1, { error: "inquiry.contentRequired" })
  .max(TEXT_LIMITS.inquiryContent, LIMIT_MESSAGE);

export const inquirySchema = z.object({
  name: z
    .string({ error: "inquiry.nameRequired" })
    .trim()
    .min(1, { error: "inquiry.nameRequired" })
    .max(TEXT_LIMITS.inquiryName, LIMIT_MESSAGE),
  email: z
    .string({ error: "validation.emailFormat" })
    .trim()
    .max(TEXT_LIMITS.inquiryEmail, LIMIT_MESSAGE)
    .regex(EMAIL_PATTERN, { error: "validation.emailFormat" }),
  phone: z
    .string()
    .trim()
    .max(TEXT_LIMITS.inquiryPhone, LIMIT_MESSAGE)
    .regex(/^[\d\s()+-]*$/, { error: "inquiry.phoneFormat" })
    .optional(),
  content,
  images: imageFilesField,
});

export const feedbackSchema = z.object({
  content,
  contact: z.string().trim().max(TEXT_LIMITS.feedbackContact, LIMIT_MESSAGE).optional(),
  images: imageFilesField,
});
