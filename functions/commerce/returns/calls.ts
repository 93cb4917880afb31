/**
 * The shopper's return calls: list, detail, cancel and the logistics of goods sent back. Every
 * query filters by the signed-in customer; another customer's return is simply not found.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { currentUserSqlAt, customerBatch, requireCustomer } from "../kernel/http/customer";
import { Code, notFound, ShopError } from "../kernel/http/envelope";
import { changeThenRead } from "../kernel/http/state-change";
import { listOf, offset, paging } from "../kernel/http/paging";
import { readReturns, returnNo, returnOrder, returnsStatements } from "./return";
import { NOW, RETURN_STATUSES } from "../orders";
import { returnFields } from "../../contract/returns";

const OWN = "r.return_no = ? AND r.user_id = ?";

/** `change` (its first statement, guarded by the rule of its action, decides; the rest follow it) then the return. */
export function changeReturn(
  db: D1DatabaseSession,
  change: D1PreparedStatement | D1PreparedStatement[],
  where: string,
  binds: unknown[],
) {
  return changeThenRead(
    db,
    Array.isArray(change) ? change : [change],
    { statements: returnsStatements(db, where, binds), rows: readReturns },
    (found) =>
      new ShopError(Code.fullFailure, "returnActionRefused", 400, { actions: found.actions, status: found.status }),
  );
}

const ownUpdate = (ctx: ShopContext, set: string, when: string, number: string, userId: number, ...binds: unknown[]) =>
  ctx.db
    .prepare(`UPDATE returns SET ${set}, updated_at = ${NOW} WHERE return_no = ?1 AND user_id = ?2 AND ${when}`)
    .bind(number, userId, ...binds);

export const returnListCall = defineCall({
  path: "return/list",
  summary: "The customer's after-sales applications, newest first, optionally of one status",
  tag: "returns",
  input: z.object({ status: z.enum(RETURN_STATUSES).optional(), ...paging }),
  output: listOf(returnOrder),
  handle: async (ctx, input) => {
    // ?1 is the session's token hash: the session check runs in the same round trip (ADR 160).
    const where = `r.user_id = ${currentUserSqlAt("?1")} AND (?2 IS NULL OR r.status = ?2)`;
    const { results } = await customerBatch(ctx, (hash) => [
      ctx.db.prepare(`SELECT count(*) AS n FROM returns r WHERE ${where}`).bind(hash, input.status ?? null),
      ...returnsStatements(
        ctx.db,
        where,
        [hash, input.status ?? null, input.pageSize, offset(input)],
        "ORDER BY r.created_at DESC, r.return_no DESC LIMIT ?3 OFFSET ?4",
      ),
    ]);
    const total = (results[0].results[0] as { n: number }).n;
    return { list: readReturns(results.slice(1)), total, page: input.page, pageSize: input.pageSize };
  },
});

export const returnDetailCall = defineCall({
  path: "return/detail",
  summary: "One after-sales application with its items, refund, audit, logistics, merchant address and actions",
  tag: "returns",
  input: z.object({ returnNo }),
  output: returnOrder,
  handle: async (ctx, input) => {
    // The session check and the application in one round trip (ADR 160); ?2 is the token hash.
    const own = `r.return_no = ?1 AND r.user_id = ${currentUserSqlAt("?2")}`;
    const { results } = await customerBatch(ctx, (hash) => returnsStatements(ctx.db, own, [input.returnNo, hash]));
    const [found] = readReturns(results);
    if (!found) throw notFound();
    return found;
  },
});

export const returnCancelCall = defineCall({
  path: "return/cancel",
  summary: "Withdraw an application while it waits (before the goods are sent back)",
  tag: "returns",
  input: z.object({ returnNo }),
  output: returnOrder,
  handle: async (ctx, input) => {
    const { userId } = await requireCustomer(ctx);
    const cancel = ownUpdate(
      ctx,
      `status = 'cancelled', cancelled_at = ${NOW}`,
      "status = 'pending_approval' AND logistics_no IS NULL",
      input.returnNo,
      userId,
    );
    return changeReturn(ctx.db, cancel, OWN, [input.returnNo, userId]);
  },
});

export const returnLogisticsInput = z.object({
  returnNo,
  logisticsCompany: returnFields().logisticsCompany,
  logisticsNo: returnFields().logisticsNo,
});

export const returnLogisticsCall = defineCall({
  path: "return/logistics",
  summary: "Tell how the goods of an approved return or exchange were sent back (once)",
  tag: "returns",
  input: returnLogisticsInput,
  output: returnOrder,
  handle: async (ctx, input) => {
    const { userId } = await requireCustomer(ctx);
    const send = ownUpdate(
      ctx,
      `logistics_company = ?3, logistics_no = ?4, delivery_time = ${NOW}`,
      "status = 'pending_approval' AND audit_status = 'approved' AND apply_type IN (1, 2) AND logistics_no IS NULL",
      input.returnNo,
      userId,
      input.logisticsCompany,
      input.logisticsNo,
    );
    return changeReturn(ctx.db, send, OWN, [input.returnNo, userId]);
  },
});
