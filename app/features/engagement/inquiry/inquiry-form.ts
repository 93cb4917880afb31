/**
 * The inquiry and feedback forms' schemas (browser and action alike). Which inquiry fields show
 * comes from the backend's form definition; these are the fields inquiry/submit takes.
 */
import { z } from "../../../lib/forms/zod";
import { LIMIT_MESSAGE } from "../../../lib/forms/shopper-limits";
import { inquiryFields, type InquiryField } from "../../../../functions/contract/inquiry";
import { imageFilesField } from "../../account/image-forms";

/** The contract's rules (functions/contract/inquiry.ts, ADR 244) with the forms' messages. */
const MESSAGES: Record<InquiryField, string | undefined> = {
  name: "inquiry.nameRequired",
  email: "validation.emailFormat",
  phone: "inquiry.phoneFormat",
  content: "inquiry.contentRequired",
  contact: undefined,
};
const fields = inquiryFields((field, issue) => (issue.code === "too_big" ? LIMIT_MESSAGE.error : MESSAGES[field]));

export const inquirySchema = z.object({
  name: fields.name,
  email: fields.email,
  phone: fields.phone.optional(),
  content: fields.content,
  images: imageFilesField,
});

export const feedbackSchema = z.object({
  content: fields.content,
  contact: fields.contact.optional(),
  images: imageFilesField,
});
