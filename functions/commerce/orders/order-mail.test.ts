/**
 * Order mails (ADR 216): each trigger writes exactly one mail to the development outbox, in the
 * language the order was placed in (not the language of the call that triggers it: the operator's
 * calls come without one), to the guest's checkout email or the customer's account email, with
 * the amounts in the order's currency; a repeated trigger mails nothing more; production without
 * a mail provider sends nothing and the order still goes through.
 */
import { env } from "cloudflare:test";
import { formatDate } from "../../contract/dates";
import { beforeAll, describe, expect, it } from "vitest";
import commerce from "../index";
import { formatMoney } from "../../contract/money";
import { call, ORIGIN, seedDemoShop, ADMIN } from "../test/shop";
import { mailsTo, placeMailedOrder } from "../test/order-mails";

beforeAll(() => seedDemoShop(60));

const money = (minor: number, currency: string, lang: string) => formatMoney(minor, currency, lang);
const bankDetails = async () =>
  (await env.DB.prepare("SELECT instructions FROM payment_methods WHERE id = 'bank-transfer'").first<{
    instructions: string;
  }>())!.instructions;

describe("the order placed mail", () => {
  it("goes to a guest in the language the order was placed in, with lines, totals, how to pay and the lookup link", async () => {
    const order = await placeMailedOrder({ lang: "de" });
    const mails = await mailsTo(order.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`Bestellung ${order.orderNo} eingegangen`);
    expect(mail.text).toContain(`Bestellnummer: ${order.orderNo}`);
    expect(mail.text).toMatch(/^2 × .+: /m);
    expect(mail.text).toContain(`Gesamt: ${money(order.total, order.currency, "de")}`);
    // Bank transfer: the method's own instructions (English: the demo translates them into Chinese only).
    expect(mail.text).toContain(`So bezahlen Sie:\n${await bankDetails()}`);
    expect(mail.text).toContain(`${ORIGIN}/de/order/lookup`);
    const stored = await env.DB.prepare("SELECT language, origin, pay_by FROM orders WHERE order_no = ?")
      .bind(order.orderNo)
      .first<{ language: string; origin: string; pay_by: string }>();
    expect(stored).toMatchObject({ language: "de", origin: ORIGIN });
    // Its payment window, as the order page states it (ADR 204): bank transfer, three days.
    expect(mail.text).toContain(`Bitte bezahlen bis ${formatDate(stored!.pay_by, "de", true)}.`);
  });

  it("goes to a customer's account email with a link to the order in the account, and not again for the same submit", async () => {
    const order = await placeMailedOrder({ lang: "fr", customer: true });
    const [mail] = await mailsTo(order.email);
    expect(mail.subject).toBe(`Commande ${order.orderNo} reçue`);
    expect(mail.text).toContain(`${ORIGIN}/fr/user/order/${order.orderNo}`);
    expect(mail.text).not.toContain("/order/lookup");
    expect(await mailsTo(order.email)).toHaveLength(1);
  });
});

describe("the paid, shipped, refunded and cancelled mails", () => {
  it("are sent once each, by the operator's calls, in the order's language", async () => {
    const order = await placeMailedOrder({ lang: "es" });
    expect((await call("admin/order/markPaid", { orderNo: order.orderNo }, ADMIN)).body.code).toBe(0);
    // The same call again is refused and mails nothing.
    expect((await call("admin/order/markPaid", { orderNo: order.orderNo }, ADMIN)).body.code).not.toBe(0);
    let mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Pedido ${order.orderNo} recibido`,
      `Pedido ${order.orderNo} pagado`,
    ]);
    expect(mails[1].text).toContain(`Total: ${money(order.total, order.currency, "es")}`);
    expect(mails[1].text).not.toContain("Cómo pagar:");

    const shipped = await call(
      "admin/order/ship",
      { orderNo: order.orderNo, expressName: "DHL", expressNo: "JD0001" },
      ADMIN,
    );
    expect(shipped.body.code).toBe(0);
    mails = await mailsTo(order.email);
    expect(mails).toHaveLength(3);
    expect(mails[2].subject).toBe(`Pedido ${order.orderNo} enviado`);
    expect(mails[2].text).toContain("Transportista: DHL, número de seguimiento: JD0001");
  });

  it("mails the test card payment once, and a cancellation approved with its refund", async () => {
    const order = await placeMailedOrder({ lang: "it", paymentMethodId: "card" });
    const pay = { orderNo: order.orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" };
    expect((await call("order/pay", pay, order.headers)).body.code).toBe(0);
    expect((await call("order/pay", pay, order.headers)).body.code).not.toBe(0);
    expect((await mailsTo(order.email)).map((mail) => mail.subject)).toEqual([
      `Ordine ${order.orderNo} ricevuto`,
      `Ordine ${order.orderNo} pagato`,
    ]);

    expect((await call("order/cancel", { orderNo: order.orderNo }, order.headers)).body.data.status).toBe(
      "pending_cancellation",
    );
    // Only asked: no mail until the operator approves.
    expect(await mailsTo(order.email)).toHaveLength(2);
    expect((await call("admin/order/approveCancel", { orderNo: order.orderNo }, ADMIN)).body.code).toBe(0);
    const mails = await mailsTo(order.email);
    expect(mails.slice(2).map((mail) => mail.subject)).toEqual([
      `Ordine ${order.orderNo} annullato`,
      `Ordine ${order.orderNo} rimborsato`,
    ]);
    expect(mails[2].text).toContain("La tua richiesta di annullamento è stata approvata");
    // The test card refunds at once: all that was paid.
    expect(mails[3].text).toContain(`Rimborsato in totale: ${money(order.total, order.currency, "it")}`);
  });

  it("mails a refund the shop paid out by hand when the operator records it, not when the cancellation is approved", async () => {
    const order = await placeMailedOrder({ lang: "ja" });
    await call("admin/order/markPaid", { orderNo: order.orderNo }, ADMIN);
    await call("order/cancel", { orderNo: order.orderNo }, order.headers);
    await call("admin/order/approveCancel", { orderNo: order.orderNo }, ADMIN);
    expect((await mailsTo(order.email)).map((mail) => mail.subject).slice(2)).toEqual([
      `ご注文 ${order.orderNo} はキャンセルされました`,
    ]);
    expect((await call("admin/order/recordRefund", { orderNo: order.orderNo }, ADMIN)).body.code).toBe(0);
    const mails = await mailsTo(order.email);
    expect(mails).toHaveLength(4);
    expect(mails[3].subject).toBe(`ご注文 ${order.orderNo} の返金が完了しました`);
    expect(mails[3].text).toContain(`返金額合計：${money(order.total, order.currency, "ja")}`);
  });

  it("mails a shopper's own cancellation of an unpaid order", async () => {
    const order = await placeMailedOrder({ lang: "ko", customer: true });
    expect((await call("order/cancel", { orderNo: order.orderNo }, order.headers)).body.data.status).toBe("cancelled");
    const mails = await mailsTo(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `주문 ${order.orderNo} 접수 완료`,
      `주문 ${order.orderNo} 취소됨`,
    ]);
    expect(mails[1].text).toContain("요청하신 대로 주문이 취소되었습니다.");
  });
});

describe("production without a mail provider", () => {
  it("places the order and mails nothing", async () => {
    const production = { ...env, ENVIRONMENT: "production" } as Env;
    const before = (await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<{ n: number }>())!.n;
    const { orderNo } = await placeMailedOrder();
    const submit = async (path: string, body: unknown) =>
      commerce.fetch(
        new Request(`${ORIGIN}/api/web/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...ADMIN },
          body: JSON.stringify(body),
        }),
        production,
        {} as ExecutionContext,
      );
    // The order placed above (in test) mailed once; paying it in production mails nothing and still succeeds.
    const paid = (await (await submit("admin/order/markPaid", { orderNo })).json()) as { code: number };
    expect(paid.code).toBe(0);
    const after = (await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<{ n: number }>())!.n;
    expect(after).toBe(before + 1);
    const claimed = await env.DB.prepare("SELECT event FROM order_mails WHERE order_no = ?").bind(orderNo).all();
    expect(claimed.results).toEqual([{ event: "placed" }]);
  });
});
