/**
 * inquiry/submit and inquiry/feedback: what a shopper asks or tells the shop. Both are
 * sanitised to plain text, rate limited per IP (code 41, HTTP 429, Retry-After), stored in
 * `inquiries` for the operators and announced to them by mail (OPERATOR_EMAIL, else MAIL_FROM)
 * when the shop can send mail; the inquiry is kept either way. Pictures must be the sender's own
 * uploads (media/ownership.ts: the customer's, or for a visitor those made from the same address).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { invalidInput, notFound } from "../kernel/http/envelope";
import { slug } from "../kernel/http/paging";
import { tokenHash, CURRENT_USER_SQL } from "../kernel/http/customer";
import type { ShopContext } from "../kernel/http/context";
import { requester } from "../kernel/device";
import { spend } from "../kernel/rate-limits";
import { DeliveryError, sendMessage } from "../mail";
import { plainFields, plainText, SHOPPER_RATE_LIMITS } from "../content";
import { requireOwnUploads, uploadedImages, uploadOwner } from "../media";
import { inquiryFields } from "../../contract/inquiry";
import { readInquiryForm } from "./form";

// The contract's (functions/contract/inquiry.ts), which the inquiry and feedback forms are built from.
const fields = inquiryFields();
const FEEDBACK_SLUG = "feedback";

type Inquiry = {
  formSlug: string;
  title: string;
  name: string;
  email: string;
  phone: string | null;
  contact: string | null;
  content: string;
  images: string[];
};

async function requireOwnImages(ctx: ShopContext, images: string[]) {
  if (images.length) await requireOwnUploads(ctx, await uploadOwner(ctx), images);
}

function spendInquiry(ctx: ShopContext) {
  const ip = requester(ctx).ip || "unknown";
  return spend(ctx, [
    [`inquiry-ip:${ip}`, SHOPPER_RATE_LIMITS.inquiryPerIp],
    [`inquiry-ip-day:${ip}`, SHOPPER_RATE_LIMITS.inquiryPerIpDaily],
  ]);
}

/** Stores the inquiry (with the signed-in customer, if any) and mails the operators. */
async function record(ctx: ShopContext, inquiry: Inquiry): Promise<void> {
  const hash = await tokenHash(ctx.headers.get("x-auth"));
  await ctx.db
    .prepare(
      // The customer, when a live session came with it (a visitor's inquiry has none).
      `INSERT INTO inquiries (form_slug, user_id, name, email, phone, contact, content, images, language)
       VALUES (?1, ${CURRENT_USER_SQL.replace("?", "?2")}, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
    )
    .bind(
      inquiry.formSlug,
      hash,
      inquiry.name,
      inquiry.email,
      inquiry.phone,
      inquiry.contact,
      inquiry.content,
      JSON.stringify(inquiry.images),
      ctx.language,
    )
    .run();
  const secrets = ctx.env as Env & { OPERATOR_EMAIL?: string; MAIL_FROM?: string };
  const to = secrets.OPERATOR_EMAIL || secrets.MAIL_FROM || "shop@example.com";
  const subject =
    inquiry.formSlug === FEEDBACK_SLUG
      ? ctx.t("feedbackMailSubject")
      : ctx.t("inquiryMailSubject", inquiry.title, inquiry.name);
  const pictures = inquiry.images.map((url) => ctx.origin + url).join("\n") || "-";
  const text = ctx.t(
    "inquiryMailText",
    inquiry.title,
    inquiry.name || "-",
    inquiry.email || "-",
    inquiry.phone || "-",
    inquiry.contact || "-",
    ctx.language,
    inquiry.content,
    pictures,
  );
  // The stored inquiry is the operators' record (admin/inquiry/list); the mail only announces it.
  // When it cannot go out (provider down, or no provider in production) the shopper's inquiry
  // still counts: answering an error would only make them send it again.
  await sendMessage(ctx, { channel: "mail", to, subject, text }).catch((error) => {
    if (!(error instanceof DeliveryError)) throw error;
    console.error("inquiry notification not delivered", error.message);
  });
}

export const inquirySubmitCall = defineCall({
  path: "inquiry/submit",
  summary: "Send an inquiry through the form `slug` (rate limited per IP)",
  tag: "forms",
  input: z.object({
    slug,
    name: fields.name,
    email: fields.email,
    phone: fields.phone.optional(),
    content: fields.content,
    images: uploadedImages,
  }),
  output: z.null(),
  handle: async (ctx, raw) => {
    const input = plainFields(raw, ["name", "content"], ctx.t);
    const form = await readInquiryForm(ctx.db, input.slug, ctx.language);
    if (!form) throw notFound();
    const phoneField = form.fields.find((f) => f.name === "phone");
    if (phoneField?.required && !input.phone) throw invalidInput({ phone: ctx.t("fieldRequired", phoneField.label) });
    const imagesField = form.fields.find((f) => f.name === "images");
    if (!imagesField && input.images.length) throw invalidInput({ images: ctx.t("fieldUnknown", "images") });
    if (imagesField?.required && !input.images.length)
      throw invalidInput({ images: ctx.t("fieldRequired", imagesField.label) });
    await requireOwnImages(ctx, input.images);
    await spendInquiry(ctx);
    await record(ctx, {
      formSlug: form.slug,
      title: form.title,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      contact: null,
      content: input.content,
      images: input.images,
    });
    return null;
  },
});

export const inquiryFeedbackCall = defineCall({
  path: "inquiry/feedback",
  summary: "Send feedback to the shop (rate limited per IP together with inquiries)",
  tag: "forms",
  input: z.object({
    content: fields.content,
    contact: fields.contact.optional(),
    images: uploadedImages,
  }),
  output: z.null(),
  handle: async (ctx, raw) => {
    const input = plainFields(raw, ["content"], ctx.t);
    const contact = input.contact ? plainText(input.contact) : "";
    await requireOwnImages(ctx, input.images);
    await spendInquiry(ctx);
    await record(ctx, {
      formSlug: FEEDBACK_SLUG,
      title: ctx.t("feedbackMailSubject"),
      name: "",
      email: "",
      phone: null,
      contact: contact || null,
      content: input.content,
      images: input.images,
    });
    return null;
  },
});
