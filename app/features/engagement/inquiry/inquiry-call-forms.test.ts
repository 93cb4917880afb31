/**
 * The inquiry and feedback forms accept what inquiry/submit and inquiry/feedback accept: the same
 * contract rules (functions/contract/inquiry.ts, ADR 243, 244), same output. Pictures are files on
 * the form and uploaded URLs on the call, so they are left out here (image-forms.test.ts).
 */
import { describe, expect, it } from "vitest";
import { z } from "../../../lib/forms/zod";
import { inquiryFields } from "../../../../functions/contract/inquiry";
import { TEXT_LIMITS } from "../../../../functions/contract/text-limits";
import { feedbackSchema, inquirySchema } from "./inquiry-form";

const fields = inquiryFields();
const submitCall = z.object({
  name: fields.name,
  email: fields.email,
  phone: fields.phone.optional(),
  content: fields.content,
});
const feedbackCall = z.object({ content: fields.content, contact: fields.contact.optional() });

const texts = (max: number) => ["Hello", "  Hello  ", "", "   ", "x".repeat(max), "x".repeat(max + 1)];
const same = (form: z.ZodType, call: z.ZodType, input: Record<string, unknown>) => {
  const backend = call.safeParse(input);
  const shopper = form.safeParse(input);
  expect(shopper.success).toBe(backend.success);
  if (backend.success) expect(shopper.data).toMatchObject(backend.data as object);
};

describe("inquiry and feedback forms and their calls", () => {
  const inquiry = { name: "Ada", email: "ada@example.com", content: "When does it ship?" };

  it.each(texts(TEXT_LIMITS.inquiryName))("name %#", (name) => same(inquirySchema, submitCall, { ...inquiry, name }));

  it.each([
    "ada@example.com",
    " ada@example.com ",
    "ada@example",
    "",
    `${"a".repeat(242)}@example.com`,
    `${"a".repeat(243)}@example.com`,
  ])("email %s", (email) => same(inquirySchema, submitCall, { ...inquiry, email }));

  it.each(["", "+44 (0) 7700-900123", "7700 900123 ext 5", "1".repeat(TEXT_LIMITS.inquiryPhone), "1".repeat(31)])(
    "phone %s",
    (phone) => same(inquirySchema, submitCall, { ...inquiry, phone }),
  );

  it.each(texts(TEXT_LIMITS.inquiryContent))("content %#", (content) => {
    same(inquirySchema, submitCall, { ...inquiry, content });
    same(feedbackSchema, feedbackCall, { content });
  });

  it.each(texts(TEXT_LIMITS.feedbackContact))("feedback contact %#", (contact) =>
    same(feedbackSchema, feedbackCall, { content: "Lovely shop", contact }),
  );
});
