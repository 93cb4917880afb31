/**
 * The operator's complete and the shopper's cancel of an approved refund-only application race
 * (ADR 209): exactly one wins, and money is never sent for an application that ends cancelled.
 * The order's provider is replaced by one that records each refund and can be held mid-call, so
 * the cancel lands exactly while the refund is on its way; a failing provider leaves the
 * application completed with its refund unsent, and the operator's retry sends it once.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop, ADMIN } from "../test/shop";
import { customerOrder } from "../test/after-sales-orders";
import { paymentProvider, registerProvider, type PaymentProvider } from "../payments/providers";

beforeAll(() => seedDemoShop(60));

const bankTransfer = paymentProvider("bank-transfer", env)!;
afterEach(() => registerProvider(bankTransfer));

/** Stands in for the order's provider: records refunds; `hold` keeps the next one waiting. */
function recordingProvider() {
  const refunds: { key: string; amount: number }[] = [];
  let release: () => void = () => {};
  let held: Promise<void> | null = null;
  let failing = false;
  const provider: PaymentProvider = {
    ...bankTransfer,
    refund: async (_order, amount, key) => {
      if (held) await held;
      if (failing) throw new Error("gateway unavailable");
      refunds.push({ key, amount });
      return { result: "refunded", reference: `test-${key}` };
    },
  };
  registerProvider(provider);
  return {
    refunds,
    hold: () => (held = new Promise((resolve) => (release = resolve))),
    release: () => {
      held = null;
      release();
    },
    fail: (on: boolean) => (failing = on),
  };
}

/** An approved refund-only application of one unit of a shipped, paid order. */
async function approvedRefundOnly() {
  const { customer, orderNo, order } = await customerOrder("shipped");
  const applied = await call(
    "return/apply",
    { orderNo, items: [{ orderItemId: order.items[0].id, quantity: 1 }], applyType: 3, applyDesc: "Never arrived" },
    customer.headers,
  );
  const returnNo = applied.body.data.returnNo as string;
  expect((await call("admin/return/audit", { returnNo, approve: true }, ADMIN)).body.code).toBe(0);
  return { customer, orderNo, returnNo };
}

const stateOf = (returnNo: string) =>
  env.DB.prepare(
    `SELECT r.status, r.refund_amount, r.refund_sent_at, r.refund_error, r.refunded_at, o.refund_requested, o.refunded_amount
     FROM returns r JOIN orders o ON o.order_no = r.order_no WHERE r.return_no = ?`,
  )
    .bind(returnNo)
    .first<Record<string, any>>();

describe("completing a refund while the shopper cancels", () => {
  it("refuses the cancel once the completion started, even while the refund is still on its way", async () => {
    const provider = recordingProvider();
    const { customer, returnNo } = await approvedRefundOnly();
    provider.hold();
    const completing = call("admin/return/complete", { returnNo }, ADMIN);
    // Let the completion reach the provider, then cancel while the refund is held there.
    for (let tick = 0; tick < 50 && (await stateOf(returnNo))!.status === "pending_approval"; tick++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const cancelled = await call("return/cancel", { returnNo }, customer.headers);
    provider.release();
    const completed = await completing;
    const state = (await stateOf(returnNo))!;
    expect(provider.refunds.length).toBe(1);
    expect(state.status).toBe("completed");
    expect(cancelled.body.code).not.toBe(0);
    expect(completed.body.data).toMatchObject({ status: "completed", refundPending: false });
    expect(state.refunded_amount).toBe(state.refund_amount);
  });

  it("never sends money for a cancelled application: racing calls end in exactly one of the two", async () => {
    const provider = recordingProvider();
    for (let round = 0; round < 4; round++) {
      const { customer, returnNo } = await approvedRefundOnly();
      const calls = [
        call("admin/return/complete", { returnNo }, ADMIN),
        call("return/cancel", { returnNo }, customer.headers),
      ];
      const [completed, cancelled] = await Promise.all(round % 2 ? calls : [...calls].reverse());
      const state = (await stateOf(returnNo))!;
      const sent = provider.refunds.filter((refund) => refund.key === `return-${returnNo}`);
      expect([completed.body.code, cancelled.body.code].filter((code) => code === 0)).toHaveLength(1);
      expect(state.status === "completed" ? 1 : 0).toBe(sent.length);
      if (state.status === "cancelled") expect(state.refund_requested).toBe(0);
    }
  });

  it("keeps a failed refund on a completed application, and the operator's retry sends it once", async () => {
    const provider = recordingProvider();
    const { customer, returnNo } = await approvedRefundOnly();
    provider.fail(true);
    expect((await call("admin/return/complete", { returnNo }, ADMIN)).body.code).not.toBe(0);
    let state = (await stateOf(returnNo))!;
    expect(state).toMatchObject({ status: "completed", refund_sent_at: null, refund_error: "gateway unavailable" });
    expect((await call("return/cancel", { returnNo }, customer.headers)).body.code).not.toBe(0);
    expect((await call("return/detail", { returnNo }, customer.headers)).body.data.refundPending).toBe(true);

    provider.fail(false);
    const retried = await call("admin/return/complete", { returnNo }, ADMIN);
    expect(retried.body.data).toMatchObject({ status: "completed", refundPending: false });
    await call("admin/return/complete", { returnNo }, ADMIN);
    state = (await stateOf(returnNo))!;
    expect(provider.refunds).toEqual([{ key: `return-${returnNo}`, amount: state.refund_amount }]);
    expect(state).toMatchObject({ refund_error: null, refunded_amount: state.refund_amount });
    expect(state.refund_requested).toBe(state.refund_amount);
  });
});
