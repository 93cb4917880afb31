/**
 * Random sequences of shopper and operator actions on one order: every call succeeds exactly
 * when the rules (rules.ts) allow it from the state before, no state outside the legal ones is
 * ever stored, and the refunds never exceed what the lines cost.
 */
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop, ADMIN } from "../test/shop";
import { signedInCustomer } from "../test/shoppers";
import { customerOrder } from "../test/after-sales-orders";
import { canAudit, canComplete, linePaidAmounts, returnActions, type ReturnState } from "../orders/return-rules";

beforeAll(() => seedDemoShop(60));

type Action =
  | { kind: "apply"; applyType: 1 | 2 | 3; picks: [number, number][] }
  | { kind: "cancel" | "logistics" | "approve" | "refuse" | "complete" | "peek"; which: number }; // which < 0: the open one

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant("apply" as const),
    applyType: fc.constantFrom(1 as const, 2 as const, 3 as const),
    picks: fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 4 })), {
      minLength: 1,
      maxLength: 2,
    }),
  }),
  // Steps that name the open application most of the time, so sequences get far.
  fc.record({
    kind: fc.constantFrom("approve" as const, "logistics" as const, "complete" as const),
    which: fc.constant(-1),
  }),
  fc.record({
    kind: fc.constant("apply" as const),
    applyType: fc.constantFrom(1 as const, 2 as const, 3 as const),
    picks: fc.constant<[number, number][]>([[0, 1]]),
  }),
  fc.record({
    kind: fc.constantFrom(
      "cancel" as const,
      "logistics" as const,
      "approve" as const,
      "refuse" as const,
      "complete" as const,
      "peek" as const,
    ),
    which: fc.nat(5),
  }),
);

/** Status and audit status that may be stored together. */
const LEGAL = new Set([
  "pending_approval/pending",
  "pending_approval/approved",
  "cancelled/pending",
  "cancelled/approved",
  "ended/refused",
  "completed/approved",
]);

type Row = {
  return_no: string;
  status: string;
  audit_status: string;
  apply_type: 1 | 2 | 3;
  logistics_no: string | null;
  refund_amount: number;
  refunded_at: string | null;
  merchant_address: string | null;
};

async function stored(orderNo: string) {
  const { results: returns } = await env.DB.prepare(
    "SELECT * FROM returns WHERE order_no = ? ORDER BY created_at, return_no",
  )
    .bind(orderNo)
    .all<Row>();
  const { results: items } = await env.DB.prepare(
    "SELECT ri.return_no, ri.order_item_id, ri.quantity, ri.paid_share FROM return_items ri JOIN returns r ON r.return_no = ri.return_no WHERE r.order_no = ?",
  )
    .bind(orderNo)
    .all<{ return_no: string; order_item_id: number; quantity: number; paid_share: number }>();
  return { returns, items };
}

const stateOf = (row: Row): ReturnState => ({
  status: row.status as ReturnState["status"],
  auditStatus: row.audit_status as ReturnState["auditStatus"],
  applyType: row.apply_type,
  logisticsNo: row.logistics_no,
});

describe("after-sales state machine", () => {
  it("reaches no illegal state and never refunds more than was paid", async () => {
    const stranger = await signedInCustomer();
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(action, { minLength: 1, maxLength: 14 }),
        fc.boolean(),
        fc.constantFrom("shipped" as const, "received" as const),
        async (actions, coupon, stage) => {
          const { customer, orderNo, order } = await customerOrder(stage, { coupon });
          const lines = order.items as { id: number; price: number; quantity: number }[];
          const paid = linePaidAmounts(lines, order.couponDiscount);
          for (const step of actions) {
            const before = await stored(orderNo);
            const open = before.returns.find((row) => row.status === "pending_approval");
            const target =
              step.kind !== "apply" && step.which < 0
                ? open
                : before.returns[step.kind === "apply" ? 0 : step.which % Math.max(1, before.returns.length)];
            let answer: { body: { code: number } } | null = null;
            let allowed = false;
            if (step.kind === "apply") {
              const items = step.picks.map(([line, quantity]) => ({
                orderItemId: lines[line]?.id ?? 999_999,
                quantity,
              }));
              answer = await call(
                "return/apply",
                { orderNo, items, applyType: step.applyType, applyDesc: "because" },
                customer.headers,
              );
              const held = (id: number) =>
                before.items
                  .filter(
                    (item) =>
                      item.order_item_id === id &&
                      before.returns.some(
                        (r) => r.return_no === item.return_no && ["pending_approval", "completed"].includes(r.status),
                      ),
                  )
                  .reduce((sum, item) => sum + item.quantity, 0);
              const ids = items.map((item) => item.orderItemId);
              allowed =
                !before.returns.some((r) => r.status === "pending_approval") &&
                new Set(ids).size === ids.length &&
                items.every((item) => {
                  const line = lines.find((candidate) => candidate.id === item.orderItemId);
                  return line && item.quantity >= 1 && item.quantity <= line.quantity - held(line.id);
                });
            } else if (step.kind === "peek") {
              if (!target) continue;
              // Another customer never sees it, whatever its state.
              expect((await call("return/detail", { returnNo: target.return_no }, stranger.headers)).body.code).toBe(
                41,
              );
              continue;
            } else {
              if (!target) continue;
              const returnNo = target.return_no;
              const state = stateOf(target);
              const calls = {
                cancel: () => call("return/cancel", { returnNo }, customer.headers),
                logistics: () =>
                  call("return/logistics", { returnNo, logisticsCompany: "UPS", logisticsNo: "1Z" }, customer.headers),
                approve: () => call("admin/return/audit", { returnNo, approve: true }, ADMIN),
                refuse: () => call("admin/return/audit", { returnNo, approve: false, refuseDesc: "no" }, ADMIN),
                complete: () => call("admin/return/complete", { returnNo, expressName: "DHL", expressNo: "9" }, ADMIN),
              };
              answer = await calls[step.kind]();
              allowed = {
                cancel: returnActions(state).includes("cancel"),
                logistics: returnActions(state).includes("logistics"),
                approve: canAudit(state),
                refuse: canAudit(state),
                complete: canComplete(state),
              }[step.kind];
            }
            expect(answer.body.code === 0, JSON.stringify({ step, answer: answer.body })).toBe(allowed);
            if (allowed) reached.add(step.kind);
            const after = await stored(orderNo);
            if (!allowed) expect(after).toEqual(before);

            for (const row of after.returns) {
              expect(LEGAL.has(`${row.status}/${row.audit_status}`), row.status + row.audit_status).toBe(true);
              if (row.logistics_no) expect(row.audit_status === "approved" && row.apply_type !== 3).toBe(true);
              if (row.status === "completed" && row.apply_type !== 3) expect(row.logistics_no).not.toBeNull();
              // Paid by bank transfer: a completed refund waits for the operator to pay it out (ADR 141), except one of nothing.
              expect(row.refunded_at !== null).toBe(
                row.status === "completed" && row.apply_type !== 2 && row.refund_amount === 0,
              );
              expect(row.merchant_address !== null).toBe(row.audit_status === "approved" && row.apply_type !== 3);
              if (row.apply_type === 2) expect(row.refund_amount).toBe(0);
            }
            expect(after.returns.filter((row) => row.status === "pending_approval").length).toBeLessThanOrEqual(1);
            for (const line of lines) {
              const holding = after.items.filter(
                (item) =>
                  item.order_item_id === line.id &&
                  after.returns.some(
                    (r) => r.return_no === item.return_no && ["pending_approval", "completed"].includes(r.status),
                  ),
              );
              expect(holding.reduce((sum, item) => sum + item.quantity, 0)).toBeLessThanOrEqual(line.quantity);
              expect(holding.reduce((sum, item) => sum + item.paid_share, 0)).toBeLessThanOrEqual(paid.get(line.id)!);
            }
            const refunded = after.returns
              .filter((row) => row.status === "completed")
              .reduce((sum, row) => sum + row.refund_amount, 0);
            expect(refunded).toBeLessThanOrEqual(order.price - order.couponDiscount);
            expect(refunded).toBeLessThanOrEqual(order.paymentAmount);
            // Every completed refund was asked for exactly once (a repeated or refused completion asks for nothing).
            const asked = await env.DB.prepare("SELECT refund_requested AS n FROM orders WHERE order_no = ?")
              .bind(orderNo)
              .first<{ n: number }>();
            expect(asked!.n).toBe(refunded);
          }
        },
      ),
      {
        numRuns: 25,
        // One walk through every transition, so the coverage check below never hangs on luck.
        examples: [
          [
            [
              { kind: "apply", applyType: 1, picks: [[0, 1]] },
              { kind: "approve", which: -1 },
              { kind: "logistics", which: -1 },
              { kind: "complete", which: -1 },
              { kind: "apply", applyType: 2, picks: [[1, 1]] },
              { kind: "refuse", which: 1 },
              { kind: "apply", applyType: 3, picks: [[1, 2]] },
              { kind: "cancel", which: 2 },
            ],
            true,
            "received",
          ],
        ],
      },
    );
    // The runs did exercise every transition, not only refusals.
    expect([...reached].sort()).toEqual(["apply", "approve", "cancel", "complete", "logistics", "refuse"]);
  }, 240_000);
});
