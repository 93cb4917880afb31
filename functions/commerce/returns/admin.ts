/**
 * The operators' return calls (ADMIN_TOKEN): audit (approve, or refuse with a reason) and
 * complete (the application is completed first, then its refund goes through the order's payment
 * provider — ADRs 141, 209 — or the exchange's new goods are shipped).
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { invalidInput, notFound, ShopError } from "../kernel/http/envelope";
import { changeReturn } from "./calls";
import { merchantAddress, readReturns, returnNo, returnOrder, returnsStatements } from "./return";
import {
  type ApplyType,
  type AuditStatus,
  NOW,
  refundsMoney,
  returnSalesStatements,
  type ReturnStatus,
} from "../orders";
import { pushReturnUpdate } from "./push";
import { REFUND_ORDER_COLUMNS, type RefundedOrderRow } from "../payments";
import { sendReturnRefund } from "./send-refund";

/** Where goods come back to unless the `returnAddress` site setting or the operator says otherwise. */
export const DEFAULT_RETURN_ADDRESS = {
  consignee: "Returns desk",
  phone: "+1 415 555 0199",
  address: "500 Harbor Blvd, Warehouse 3, Oakland, CA 94607, US",
};

const ONE = "r.return_no = ?";

async function readReturn(db: D1DatabaseSession, number: string) {
  const [found] = readReturns(await db.batch(returnsStatements(db, ONE, [number])));
  if (!found) throw notFound();
  return found;
}

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
        `SELECT r.status, r.audit_status, r.apply_type, r.logistics_no, r.refund_amount, r.refund_sent_at, ${REFUND_ORDER_COLUMNS.split(
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
          refund_sent_at: string | null;
        }
      >();
    const owed = application && refundsMoney(application.apply_type) ? application.refund_amount : 0;
    // Completed earlier but its refund never reached the provider (it failed): only send it again.
    if (application?.status === "completed" && owed > 0 && application.refund_sent_at === null) {
      await sendReturnRefund(ctx, input.returnNo, application, owed);
      const changed = await readReturn(ctx.db, input.returnNo);
      await pushReturnUpdate(ctx, changed);
      return changed;
    }
    // The guarded state change first: once completed the shopper's cancel is refused, so money is
    // only ever sent for an application that stays completed (ADR 209). Nothing left to send (an
    // exchange, a zero refund) is sent at once.
    const complete = ctx.db
      .prepare(
        `UPDATE returns SET status = 'completed', completed_at = ${NOW}, updated_at = ${NOW},
           refunded_at = CASE WHEN apply_type IN (1, 3) AND refund_amount = 0 THEN ${NOW} END,
           refund_sent_at = CASE WHEN apply_type = 2 OR refund_amount = 0 THEN ${NOW} END,
           exchange_express_name = CASE WHEN apply_type = 2 THEN ?2 END, exchange_express_no = CASE WHEN apply_type = 2 THEN ?3 END
         WHERE return_no = ?1 AND status = 'pending_approval' AND audit_status = 'approved'
           AND (apply_type = 3 OR logistics_no IS NOT NULL) AND (apply_type != 2 OR ?2 IS NOT NULL)`,
      )
      .bind(input.returnNo, ...shipment);
    // Asked of the order only when the completion above changed the application (changes() of the
    // statement before it in this batch), so a repeated call never asks for the money twice.
    const record = ctx.db
      .prepare(
        `UPDATE orders SET refund_requested = refund_requested + ?2, updated_at = ${NOW} WHERE order_no = ?1 AND changes() > 0 AND ?2 > 0`,
      )
      .bind(application?.order_no ?? "", owed);
    try {
      const completed = await changeReturn(
        ctx.db,
        [complete, record, ...returnSalesStatements(ctx.db, input.returnNo)],
        ONE,
        [input.returnNo],
      );
      const changed =
        application && owed > 0
          ? (await sendReturnRefund(ctx, input.returnNo, application, owed), await readReturn(ctx.db, input.returnNo))
          : completed;
      await pushReturnUpdate(ctx, changed);
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
