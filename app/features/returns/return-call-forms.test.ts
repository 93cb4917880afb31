/**
 * The return application, the logistics and the order refund forms accept what return/apply,
 * return/logistics and order/refund accept: the same contract rules (functions/contract/returns.ts,
 * ADR 243, 244). The application form also carries unchosen lines (quantity 0), which
 * `chosenLines` drops before the call.
 */
import { describe, expect, it } from "vitest";
import { z } from "../../lib/forms/zod";
import { RETURN_LINES_MAX, returnFields } from "../../../functions/contract/returns";
import { chosenLines, orderRefundSchema, returnActionSchema, returnApplySchema } from "./return-forms";

const fields = returnFields();
const applyCall = z.object({
  items: z
    .array(z.object({ orderItemId: fields.orderItemId, quantity: fields.quantity }))
    .min(1)
    .max(RETURN_LINES_MAX),
  applyType: fields.applyType,
  applyDesc: fields.applyDesc,
});
const logisticsCall = z.object({ logisticsCompany: fields.logisticsCompany, logisticsNo: fields.logisticsNo });
const refundCall = z.object({ reason: fields.reason });

const texts = (max: number) => ["Broken", "  Broken  ", "", "   ", "x".repeat(max), "x".repeat(max + 1)];
const lines = (count: number, quantity: number) =>
  Array.from({ length: count }, (_, index) => ({ orderItemId: index + 1, quantity }));

describe("return forms and their calls", () => {
  it.each([
    [lines(1, 1), 1],
    [lines(2, 0), 1],
    [[...lines(1, 0), { orderItemId: 9, quantity: 3 }], 2],
    [lines(1, 10_000), 3],
    [lines(1, 10_001), 1],
    [lines(1, 1.5), 1],
    [lines(1, -1), 1],
    [lines(RETURN_LINES_MAX, 1), 1],
    [lines(RETURN_LINES_MAX + 1, 1), 1],
    [lines(1, 1), 4],
  ])("apply: lines %#", (items, applyType) => {
    for (const applyDesc of texts(500)) {
      const form = returnApplySchema.safeParse({ intent: "apply", items, applyType, applyDesc });
      const sent = form.success ? { ...form.data, items: chosenLines(form.data).items } : undefined;
      const backend = applyCall.safeParse({ items: items.filter((line) => line.quantity !== 0), applyType, applyDesc });
      expect(form.success).toBe(backend.success);
      if (backend.success) expect(applyCall.parse(sent)).toEqual(backend.data);
    }
  });

  it.each(texts(100))("logistics %#", (company) => {
    for (const number of texts(100)) {
      const input = { logisticsCompany: company, logisticsNo: number };
      expect(returnActionSchema.safeParse({ intent: "logistics", ...input }).success).toBe(
        logisticsCall.safeParse(input).success,
      );
    }
  });

  it.each(texts(500))("order refund reason %#", (reason) => {
    expect(orderRefundSchema.safeParse({ intent: "refund", reason }).success).toBe(
      refundCall.safeParse({ reason }).success,
    );
  });
});
