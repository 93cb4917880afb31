import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop, ADMIN } from "../test/shop";
import { signedInCustomer, stockOf } from "../test/shoppers";
import { customerOrder } from "../test/after-sales-orders";
import { freshIp } from "../test/accounts";
import { uploadPicture } from "../test/uploads";

beforeAll(() => seedDemoShop(60));

const IMAGE = "/api/web/media/uploads/images/e2e/a1.png";

async function rowCounts() {
  const row = await env.DB.prepare(
    "SELECT (SELECT count(*) FROM returns) AS returns, (SELECT count(*) FROM return_items) AS items",
  ).first<{ returns: number; items: number }>();
  return row;
}

describe("return and refund", () => {
  it("quotes, applies, is approved, gets the goods' tracking number and completes with the refund", async () => {
    const { customer, orderNo, order } = await customerOrder("received", { coupon: true, currency: "JPY" });
    expect(order.actions).toEqual(["afterSale", "buyAgain"]);
    expect(order.couponDiscount).toBeGreaterThan(0);
    const [first, second] = order.items;
    const items = [
      { orderItemId: first.id, quantity: 1 },
      { orderItemId: second.id, quantity: 3 },
    ];
    const quote = await call("return/quote", { orderNo, items }, customer.headers);
    expect(quote.body.code).toBe(0);
    // The whole second line plus half the first: what they cost after their share of the coupon.
    const paidFirst = first.price * 2 - Math.round((order.couponDiscount * first.price * 2) / order.price);
    expect(Math.abs(quote.body.data.items[0].refundAmount - Math.floor(paidFirst / 2))).toBeLessThanOrEqual(1);
    expect(quote.body.data.refundAmount).toBeLessThan(first.price + second.price * 3);

    const picture = await uploadPicture({ ...freshIp(), ...customer.headers });
    const strangers = await uploadPicture({ ...freshIp(), ...(await signedInCustomer()).headers });
    const foreignPicture = await call(
      "return/apply",
      { orderNo, items, applyType: 1, applyDesc: "Too small", images: [picture, strangers] },
      customer.headers,
    );
    expect(foreignPicture.body).toMatchObject({
      code: 40,
      data: { fields: { "images.1": "Please upload the image first." } },
    });
    const applied = await call(
      "return/apply",
      { orderNo, items, applyType: 1, applyDesc: "Too small", images: [picture] },
      customer.headers,
    );
    expect(applied.body.code).toBe(0);
    const returnNo = applied.body.data.returnNo;
    expect(returnNo).toMatch(/^R\d{14}$/);
    const detail = (await call("return/detail", { returnNo }, customer.headers)).body.data;
    expect(detail).toMatchObject({
      orderNo,
      status: "pending_approval",
      auditStatus: "pending",
      refundAmount: quote.body.data.refundAmount,
      applyType: 1,
      images: [picture],
      merchantAddress: null,
      actions: ["cancel"],
    });
    expect((await call("order/detail", { orderNo }, customer.headers)).body.data).toMatchObject({
      openReturnNo: returnNo,
      actions: ["buyAgain"],
    });
    // Refunds are shown like their order: in the currency and at the rate it was placed in.
    expect(detail.shown).toEqual({ currency: "JPY", rate: 150 });
    expect((await call("return/list", {}, customer.headers)).body.data.list[0].shown).toEqual({
      currency: "JPY",
      rate: 150,
    });

    expect(
      (await call("return/logistics", { returnNo, logisticsCompany: "UPS", logisticsNo: "1Z9" }, customer.headers)).body
        .code,
    ).toBe(41);
    expect((await call("admin/return/complete", { returnNo }, ADMIN)).body.code).toBe(41);
    const approved = await call("admin/return/audit", { returnNo, approve: true }, ADMIN);
    expect(approved.body.data).toMatchObject({
      auditStatus: "approved",
      status: "pending_approval",
      actions: ["cancel", "logistics"],
    });
    expect(approved.body.data.merchantAddress.consignee).toBeTruthy();
    expect((await call("admin/return/audit", { returnNo, approve: false, refuseDesc: "late" }, ADMIN)).body.code).toBe(
      41,
    );

    const sent = await call(
      "return/logistics",
      { returnNo, logisticsCompany: "UPS", logisticsNo: "1Z9" },
      customer.headers,
    );
    expect(sent.body.data).toMatchObject({ logisticsCompany: "UPS", logisticsNo: "1Z9", actions: [] });
    expect(sent.body.data.deliveryTime).toBeTruthy();
    expect((await call("return/cancel", { returnNo }, customer.headers)).body.msg).toBe(
      "This after-sales application can no longer be changed that way.",
    );
    const done = await call("admin/return/complete", { returnNo }, ADMIN);
    // Paid by bank transfer: the shop pays the refund out itself, so it waits until the operator records it.
    expect(done.body.data).toMatchObject({
      status: "completed",
      auditStatus: "approved",
      refundedAt: null,
      refundPending: true,
      refundManual: true,
    });
    expect((await call("order/detail", { orderNo }, customer.headers)).body.data).toMatchObject({
      refundPending: done.body.data.refundAmount,
      refundedAmount: 0,
      refundManual: true,
    });
    const paidOut = await call("admin/order/recordRefund", { orderNo }, ADMIN);
    expect(paidOut.body.data).toMatchObject({ refundPending: 0, refundedAmount: done.body.data.refundAmount });
    expect((await call("return/detail", { returnNo }, customer.headers)).body.data).toMatchObject({
      refundPending: false,
    });
    expect((await call("return/detail", { returnNo }, customer.headers)).body.data.refundedAt).toBeTruthy();
    expect((await call("admin/order/recordRefund", { orderNo }, ADMIN)).body.code).toBe(41);

    // One unit of the first line is left; it refunds the rest of that line and nothing more.
    const after = (await call("order/detail", { orderNo }, customer.headers)).body.data;
    expect(after.actions).toEqual(["afterSale", "buyAgain"]);
    expect(after.items.map((item: { returnedQuantity: number }) => item.returnedQuantity)).toEqual([1, 3]);
    const rest = await call(
      "return/quote",
      { orderNo, items: [{ orderItemId: first.id, quantity: 1 }] },
      customer.headers,
    );
    expect(rest.body.data.refundAmount + quote.body.data.refundAmount).toBe(order.price - order.couponDiscount);
    const list = await call("return/list", { status: "completed" }, customer.headers);
    expect(list.body.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.data.list[0].returnNo).toBe(returnNo);
  });

  it("refuses over-returns, a second open application and bad input, changing nothing", async () => {
    const { customer, orderNo, order } = await customerOrder("shipped");
    const [first] = order.items;
    const before = await rowCounts();
    const over = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: first.id, quantity: 3 }], applyType: 1, applyDesc: "x" },
      customer.headers,
    );
    expect(over.body).toMatchObject({
      code: 40,
      data: { fields: { "items.0.quantity": "You can return at most 2 of this item." } },
    });
    const twice = await call(
      "return/quote",
      {
        orderNo,
        items: [
          { orderItemId: first.id, quantity: 1 },
          { orderItemId: first.id, quantity: 1 },
        ],
      },
      customer.headers,
    );
    expect(twice.body.data.fields["items.1.orderItemId"]).toBe("Each item can be listed once.");
    const foreign = await call(
      "return/quote",
      { orderNo, items: [{ orderItemId: 999999, quantity: 1 }] },
      customer.headers,
    );
    expect(foreign.body.data.fields["items.0.orderItemId"]).toBe("This item is not part of the order.");
    for (const bad of [
      { orderNo, items: [], applyType: 1, applyDesc: "x" },
      { orderNo, items: [{ orderItemId: first.id, quantity: 1 }], applyType: 4, applyDesc: "x" },
      { orderNo, items: [{ orderItemId: first.id, quantity: 1 }], applyType: 1, applyDesc: "   " },
      { orderNo, items: [{ orderItemId: first.id, quantity: 0 }], applyType: 1, applyDesc: "x" },
      {
        orderNo,
        items: [{ orderItemId: first.id, quantity: 1 }],
        applyType: 1,
        applyDesc: "x",
        images: ["https://evil.example/a.jpg"],
      },
      {
        orderNo,
        items: [{ orderItemId: first.id, quantity: 1 }],
        applyType: 1,
        applyDesc: "x",
        images: Array(7).fill(IMAGE),
      },
      { orderNo: "nope", items: [{ orderItemId: first.id, quantity: 1 }], applyType: 1, applyDesc: "x" },
    ]) {
      const answer = await call("return/apply", bad, customer.headers);
      expect(answer.status, JSON.stringify(bad)).toBe(422);
      expect(answer.body.code).toBe(40);
      expect(Object.keys(answer.body.data.fields).length).toBeGreaterThan(0);
    }
    expect(await rowCounts()).toEqual(before);

    const ok = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: first.id, quantity: 1 }], applyType: 1, applyDesc: "x" },
      customer.headers,
    );
    expect(ok.body.code).toBe(0);
    const again = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: first.id, quantity: 1 }], applyType: 1, applyDesc: "x" },
      customer.headers,
    );
    expect(again.body).toMatchObject({
      code: 41,
      msg: "An after-sales application for this order is already in progress.",
    });
    // Cancelling gives the units back: the same application may be made again.
    expect(
      (await call("return/cancel", { returnNo: ok.body.data.returnNo }, customer.headers)).body.data,
    ).toMatchObject({ status: "cancelled", actions: [] });
    expect((await call("return/cancel", { returnNo: ok.body.data.returnNo }, customer.headers)).body.code).toBe(41);
    const full = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: first.id, quantity: 2 }], applyType: 3, applyDesc: "x" },
      customer.headers,
    );
    expect(full.body.code).toBe(0);
  });

  it("hides another customer's returns and orders, and refuses orders that may not apply", async () => {
    const { customer, orderNo, order } = await customerOrder("shipped");
    const applied = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: order.items[0].id, quantity: 1 }], applyType: 1, applyDesc: "x" },
      customer.headers,
    );
    const returnNo = applied.body.data.returnNo;
    const other = await signedInCustomer();
    for (const [path, body] of [
      ["return/detail", { returnNo }],
      ["return/cancel", { returnNo }],
      ["return/logistics", { returnNo, logisticsCompany: "UPS", logisticsNo: "1" }],
      ["return/quote", { orderNo, items: [{ orderItemId: order.items[1].id, quantity: 1 }] }],
      [
        "return/apply",
        { orderNo, items: [{ orderItemId: order.items[1].id, quantity: 1 }], applyType: 1, applyDesc: "x" },
      ],
      ["order/refund", { orderNo, reason: "x" }],
    ] as const) {
      const answer = await call(path, body, other.headers);
      expect(answer.body, path).toMatchObject({
        code: 41,
        msg: "The page or item you were looking for does not exist.",
      });
    }
    expect((await call("return/list", {}, other.headers)).body.data.total).toBe(0);
    expect((await call("return/list", {})).body.code).toBe(50);
    expect((await call("return/detail", { returnNo }, customer.headers)).body.data.status).toBe("pending_approval");

    const unshipped = await customerOrder("paid");
    const early = await call(
      "return/quote",
      { orderNo: unshipped.orderNo, items: [{ orderItemId: unshipped.order.items[0].id, quantity: 1 }] },
      unshipped.customer.headers,
    );
    expect(early.body).toMatchObject({ code: 41, msg: "This order cannot apply for after-sales service." });
    await env.DB.prepare(
      "UPDATE orders SET status = 'completed', completed_at = '2020-01-01T00:00:00.000Z' WHERE order_no = ?",
    )
      .bind(unshipped.orderNo)
      .run();
    expect(
      (await call("order/detail", { orderNo: unshipped.orderNo }, unshipped.customer.headers)).body.data.actions,
    ).toEqual(["buyAgain"]);
  });

  it("refuses with a reason (the application ends), exchanges with a new shipment, refunds only without goods", async () => {
    const { customer, orderNo, order } = await customerOrder("received");
    const [first, second] = order.items;
    const refused = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: first.id, quantity: 1 }], applyType: 1, applyDesc: "x" },
      customer.headers,
    );
    const refusedNo = refused.body.data.returnNo;
    expect((await call("admin/return/audit", { returnNo: refusedNo, approve: false }, ADMIN)).body).toMatchObject({
      code: 40,
      data: { fields: { refuseDesc: "Please give the reason for refusing." } },
    });
    expect(
      (await call("admin/return/audit", { returnNo: refusedNo, approve: false, refuseDesc: "Worn" })).body.code,
    ).toBe(30);
    const ended = await call("admin/return/audit", { returnNo: refusedNo, approve: false, refuseDesc: "Worn" }, ADMIN);
    expect(ended.body.data).toMatchObject({ status: "ended", auditStatus: "refused", refuseDesc: "Worn", actions: [] });

    const exchange = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: second.id, quantity: 2 }], applyType: 2, applyDesc: "Wrong size" },
      customer.headers,
    );
    const exchangeNo = exchange.body.data.returnNo;
    expect(exchange.body.data.return.refundAmount).toBe(0);
    await call("admin/return/audit", { returnNo: exchangeNo, approve: true }, ADMIN);
    await call(
      "return/logistics",
      { returnNo: exchangeNo, logisticsCompany: "DHL", logisticsNo: "77" },
      customer.headers,
    );
    const missing = await call("admin/return/complete", { returnNo: exchangeNo }, ADMIN);
    expect(missing.body).toMatchObject({
      code: 40,
      data: { fields: { expressName: "An exchange needs the shipment of the new goods." } },
    });
    const exchanged = await call(
      "admin/return/complete",
      { returnNo: exchangeNo, expressName: "DHL", expressNo: "88" },
      ADMIN,
    );
    expect(exchanged.body.data).toMatchObject({
      status: "completed",
      exchangeExpressName: "DHL",
      exchangeExpressNo: "88",
      refundAmount: 0,
      refundedAt: null,
    });

    const refundOnly = await call(
      "return/apply",
      { orderNo, items: [{ orderItemId: second.id, quantity: 1 }], applyType: 3, applyDesc: "Damaged" },
      customer.headers,
    );
    const refundNo = refundOnly.body.data.returnNo;
    const approved = await call("admin/return/audit", { returnNo: refundNo, approve: true }, ADMIN);
    expect(approved.body.data).toMatchObject({ merchantAddress: null, actions: ["cancel"] });
    expect(
      (
        await call(
          "return/logistics",
          { returnNo: refundNo, logisticsCompany: "DHL", logisticsNo: "1" },
          customer.headers,
        )
      ).body.code,
    ).toBe(41);
    const refunded = await call("admin/return/complete", { returnNo: refundNo }, ADMIN);
    expect(refunded.body.data).toMatchObject({ status: "completed", refundAmount: second.price, refundPending: true });
    expect((await call("admin/return/complete", { returnNo: refundNo }, ADMIN)).body.code).toBe(41);
  });
});

describe("order refund before shipping", () => {
  it("waits for the operator, then cancels, records the refund and puts the stock back", async () => {
    const { customer, orderNo, order, skus } = await customerOrder("paid");
    expect(order.actions).toEqual(["refund"]);
    const stock = await stockOf(skus[0]);
    expect((await call("order/refund", { orderNo, reason: "" }, customer.headers)).body.code).toBe(40);
    const pending = await call("order/refund", { orderNo, reason: "Changed my mind" }, customer.headers);
    expect(pending.body.data).toMatchObject({
      status: "pending_cancellation",
      refundReason: "Changed my mind",
      refundedAmount: 0,
      actions: [],
    });
    expect((await call("order/refund", { orderNo, reason: "again" }, customer.headers)).body.code).toBe(41);
    const approved = await call("admin/order/approveCancel", { orderNo }, ADMIN);
    // Bank transfer: the refund is the shop's to pay out; it is pending until the operator records it.
    expect(approved.body.data).toMatchObject({
      status: "cancelled",
      refundedAmount: 0,
      refundPending: order.paymentAmount,
      refundManual: true,
    });
    const recorded = await call("admin/order/recordRefund", { orderNo }, ADMIN);
    expect(recorded.body.data).toMatchObject({ refundedAmount: order.paymentAmount, refundPending: 0 });
    expect(await stockOf(skus[0])).toBe(stock + 2);

    const shipped = await customerOrder("shipped");
    expect(
      (await call("order/refund", { orderNo: shipped.orderNo, reason: "late" }, shipped.customer.headers)).body.msg,
    ).toBe("This order can no longer be changed that way.");
  });
});
