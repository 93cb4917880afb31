/**
 * The after-sales forms' schemas (browser and action alike): the application from an order page
 * (quote first, then apply), the logistics of goods sent back, and the order refund's reason.
 * Messages are locale keys. Amounts never come from a form: the backend computes every refund.
 */
import { z } from "../../lib/forms/zod";
import { requiredMessage, selectMessage } from "../../lib/forms/messages";
import { imageFilesField } from "../account/image-forms";
import { MAX_IMAGES } from "../../../functions/contract/uploads";
import { RETURN_LINE_MAX, RETURN_LINES_MAX, returnFields, type ReturnField } from "../../../functions/contract/returns";

export const MAX_RETURN_IMAGES = MAX_IMAGES;
/** Pictures are uploaded first (upload/image); the form then carries only their URLs. */
const UPLOAD_URL = /^\/api\/web\/media\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]{0,200}$/;

/** The contract's rules (functions/contract/returns.ts, ADR 244) with the forms' messages. */
const REQUIRED: Record<ReturnField, string> = {
  quantity: "returns.apply.chooseItems",
  applyType: selectMessage("returns.applyTypeLabel"),
  applyDesc: requiredMessage("returns.applyDesc"),
  logisticsCompany: requiredMessage("returns.logisticsCompany"),
  logisticsNo: requiredMessage("returns.logisticsNo"),
  reason: requiredMessage("returns.refund.reason"),
};
const fields = returnFields((field, issue) =>
  issue.code === "too_big" && field !== "quantity" ? "errors.inputLimit" : REQUIRED[field],
);

const line = z.object({
  orderItemId: fields.orderItemId,
  // An empty quantity box means "not this item": the call's rule, from 0 (chosenLines drops those).
  quantity: z
    .number({ error: REQUIRED.quantity })
    .int({ error: REQUIRED.quantity })
    .min(0, { error: REQUIRED.quantity })
    .max(RETURN_LINE_MAX)
    .default(0),
});

const common = {
  items: z
    .array(line)
    .refine((lines) => lines.some((entry) => entry.quantity > 0), { error: "returns.apply.chooseItems" })
    // return/apply takes at most RETURN_LINES_MAX lines.
    .refine((lines) => lines.filter((entry) => entry.quantity > 0).length <= RETURN_LINES_MAX, {
      error: "errors.inputLimit",
    }),
  applyType: fields.applyType,
  /** Pictures already uploaded (kept through the quote step: a file input cannot be refilled). */
  images: z
    .array(z.string().regex(UPLOAD_URL))
    .max(MAX_RETURN_IMAGES, { error: "returns.apply.imagesTooMany" })
    .default([]),
  /** New pictures chosen in this submit; the action uploads them and adds their URLs. */
  files: imageFilesField,
};

export const returnApplySchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("quote"),
    ...common,
    applyDesc: z.string().trim().max(500, { error: "errors.inputLimit" }).optional(),
  }),
  z.object({ intent: z.literal("apply"), ...common, applyDesc: fields.applyDesc }),
]);

export type ReturnApplyForm = z.infer<typeof returnApplySchema>;

/** The lines chosen (quantity above 0), as return/quote and return/apply take them, and where each came from in the form. */
export function chosenLines(form: ReturnApplyForm) {
  const chosen = form.items.map((entry, index) => ({ ...entry, index })).filter((entry) => entry.quantity > 0);
  return {
    items: chosen.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
    formIndex: chosen.map((entry) => entry.index),
  };
}

export const returnLogisticsSchema = z.object({
  intent: z.literal("logistics"),
  logisticsCompany: fields.logisticsCompany,
  logisticsNo: fields.logisticsNo,
});

const returnCancelSchema = z.object({ intent: z.literal("cancel"), confirmed: z.literal("yes").optional() });

export const returnActionSchema = z.discriminatedUnion("intent", [returnLogisticsSchema, returnCancelSchema]);

export const orderRefundSchema = z.object({
  intent: z.literal("refund"),
  reason: fields.reason,
});
