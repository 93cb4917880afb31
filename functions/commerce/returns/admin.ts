/**
 * The operators' return calls (ADMIN_TOKEN): audit (approve, or refuse with a reason) and
 * complete (the refund goes through the order's payment provider — ADR 141 — or the exchange's
 * new goods are shipped).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { invalidInput, ShopError } from "../http/envelope";
import { changeReturn } from "./calls";
import { merchantAddress, returnNo, returnOrder } from "./return";
import { NOW } from "./sql";
import { pushReturnUpdate } from "./push";
import { sendOrderMail } from "../orders/order-mail";
import { canComplete, refundsMoney, type ApplyType, type AuditStatus, type ReturnStatus } from "./rules";
import {
  NO_REFUND,
  RECORD_REFUND_SET,
  REFUND_ORDER_COLUMNS,
  refundThroughProvider,
  type RefundedOrderRow,
} from "../payments/refund";

/** Where goods come back to unless the `returnAddress` site setting or the operator says otherwise. */
export const DEFAULT_RETURN_ADDRESS = {
  consignee: "Returns desk",
  phone: "+1 415 555 0199",
  address: "500 Harbor Blvd, Warehouse 3, Oakland, CA 94607, US",
};

const ONE = "r.return_no = ?";

export const adminReturnAuditCall = defineCall({
  path: "admin/return/audit",
  summary:
    "Approve a pending application (returns and exchanges get the return address) or refuse it with a reason (it ends)",
  tag: "admin",
  admin: true,
  input: z.object({
    returnNo,
    approve: z.boolean(),
    refuseDesc: z.string().trim().max(500).optional(),
    merchantAddress: merchantAddress
      .extend({
        consignee: z.string().trim().min(1).max(100),
        phone: z.string().trim().min(1).max(40),
        address: z.string().trim().min(1).max(300),
      })
      .optional(),
  }),
  output: returnOrder,
  handle: async (ctx, input) => {
    if (!input.approve && !input.refuseDesc) throw invalidInput({ refuseDesc: ctx.t("refuseDescRequired") });
    const change = input.approve
      ? ctx.db
          .prepare(
            `UPDATE returns SET audit_status = 'approved', audited_at = ${NOW}, updated_at = ${NOW},
               merchant_address = CASE WHEN apply_type IN (1, 2) THEN coalesce(?2, (SELECT value FROM site_settings WHERE key = 'returnAddress'), ?3) END
             WHERE return_no = ?1 AND status = 'pending_approval' AND audit_status = 'pending'`,
          )
          .bind(
            input.returnNo,
            input.merchantAddress ? JSON.stringify(input.merchantAddress) : null,
            JSON.stringify(DEFAULT_RETURN_ADDRESS),
          )
      : ctx.db
          .prepare(
            `UPDATE returns SET audit_status = 'refused', status = 'ended', refuse_desc = ?2, audited_at = ${NOW}, updated_at = ${NOW}
             WHERE return_no = ?1 AND status = 'pending_approval' AND audit_status = 'pending'`,
          )
          .bind(input.returnNo, input.refuseDesc);
    const changed = await changeReturn(ctx.db, change, ONE, [input.returnNo]);
    await pushReturnUpdate(ctx, changed);
    return changed;
  },
});

export const adminReturnCompleteCall = defineCall({
  path: "admin/return/complete",
  summary:
    "Complete an approved application once its goods are on their way back (refund only: at once); an exchange names the new goods' shipment",
  tag: "admin",
  admin: true,
  input: z.object({
    returnNo,
    expressName: z.string().trim().min(1).max(100).optional(),
    expressNo: z.string().trim().min(1).max(100).optional(),
  }),
  output: returnOrder,
  handle: async (ctx, input) => {
    const shipment = input.expressName && input.expressNo ? [input.expressName, input.expressNo] : [null, null];
    const application = await ctx.db
      .prepare(
        `SELECT r.status, r.audit_status, r.apply_type, r.logistics_no, r.refund_amount, ${REFUND_ORDER_COLUMNS.split(
          ", ",
        )
          .map((column) => `o.${column}`)
          .join(", ")}
         FROM returns r JOIN orders o ON o.order_no = r.order_no WHERE r.return_no = ?`,
      )
      .bind(input.returnNo)
      .first<
        RefundedOrderRow & {
          status: ReturnStatus;
          audit_status: AuditStatus;
          apply_type: ApplyType;
          logistics_no: string | null;
          refund_amount: number;
        }
      >();
    const completes =
      application &&
      canComplete({
        status: application.status,
        auditStatus: application.audit_status,
        applyType: application.apply_type,
        logisticsNo: application.logistics_no,
      });
    // The money moves first, once per application (its number is the idempotency key); then the completion is recorded.
    const refund =
      completes && refundsMoney(application.apply_type)
        ? await refundThroughProvider(ctx, application, application.refund_amount, `return-${input.returnNo}`)
        : NO_REFUND;
    const complete = ctx.db
      .prepare(
        `UPDATE returns SET status = 'completed', completed_at = ${NOW}, updated_at = ${NOW},
           refunded_at = CASE WHEN apply_type IN (1, 3) AND (?4 > 0 OR refund_amount = 0) THEN ${NOW} END,
           exchange_express_name = CASE WHEN apply_type = 2 THEN ?2 END, exchange_express_no = CASE WHEN apply_type = 2 THEN ?3 END
         WHERE return_no = ?1 AND status = 'pending_approval' AND audit_status = 'approved'
           AND (apply_type = 3 OR logistics_no IS NOT NULL) AND (apply_type != 2 OR ?2 IS NOT NULL)`,
      )
      .bind(input.returnNo, ...shipment, refund.refundedNow);
    // Recorded on the order only when the completion above changed the application (changes() of
    // the statement before it in this batch), so a repeated call never asks for the money twice.
    const record = ctx.db
      .prepare(
        `UPDATE orders SET ${RECORD_REFUND_SET}, updated_at = ${NOW} WHERE order_no = ?1 AND changes() > 0 AND ?2 > 0`,
      )
      .bind(application?.order_no ?? "", refund.requested, refund.refundedNow);
    try {
      const changed = await changeReturn(ctx.db, [complete, record], ONE, [input.returnNo]);
      await pushReturnUpdate(ctx, changed);
      // Money the provider gave back at once is confirmed now; a gateway's pending refund mails from its webhook.
      if (refund.refundedNow > 0 && application) await sendOrderMail(ctx, application.order_no, "refunded");
      return changed;
    } catch (error) {
      // An exchange ready to complete but without the new goods' shipment: say which fields.
      const state = error instanceof ShopError ? (error.data as { status?: string } | null) : null;
      if (state?.status === "pending_approval" && shipment[0] === null) {
        const row = await ctx.db
          .prepare("SELECT apply_type, audit_status, logistics_no FROM returns WHERE return_no = ?")
          .bind(input.returnNo)
          .first<{ apply_type: number; audit_status: string; logistics_no: string | null }>();
        if (row?.apply_type === 2 && row.audit_status === "approved" && row.logistics_no) {
          const message = ctx.t("exchangeShipmentRequired");
          throw invalidInput({ expressName: message, expressNo: message });
        }
      }
      throw error;
    }
  },
});
