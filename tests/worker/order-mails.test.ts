/**
 * Order mails on the built Worker (ADR 216). A customer places an order on the German checkout
 * page, as a browser without JavaScript does: the development outbox then holds one German
 * "Bestellung …" mail to the account's address, linking to the order under /de/. In production
 * with Resend configured the same mail reaches Resend through the jobs queue; without a provider
 * the order is placed all the same and nothing is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { ADDRESS, api, createCustomer, database, skuInStock, type Customer } from "../support/shoppers";
import { startFakeResend, type FakeResend } from "../support/fake-resend";

const RESEND_KEY = "re_order_mail_test_key";

let worker: TestWorker;
let configured: TestWorker;
let bare: TestWorker;
let resend: FakeResend;

beforeAll(async () => {
  resend = await startFakeResend({ apiKey: RESEND_KEY, verifiedDomain: "shop.test" });
  worker = await startWorker();
  configured = await startWorker({
    production: true,
    bindings: { RESEND_API_KEY: RESEND_KEY, MAIL_FROM: "Shop <orders@shop.test>", RESEND_BASE_URL: resend.url },
  });
  bare = await startWorker({ production: true });
});
afterAll(async () => {
  await worker?.dispose();
  await configured?.dispose();
  await bare?.dispose();
  await resend?.close();
});

/** Polls until `read` gives something: the mail is written after the answer (waitUntil, or the queue). */
async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Places an order through the calls, in German, as the German storefront sends them. */
async function placeInGerman(target: TestWorker, customer: Customer): Promise<string> {
  const sku = await skuInStock(target);
  const headers = { "content-type": "application/json", cookie: customer.cookie, "x-lang": "de" };
  const call = async (name: string, body: unknown) =>
    (await (
      await target.fetch(`/api/web/${name}`, { method: "POST", headers, body: JSON.stringify(body) })
    ).json()) as { code: number; data: any };
  const created = await call("checkout/create", { items: [{ sku, quantity: 1 }] });
  const placed = await call("checkout/submit", {
    slug: created.data.slug,
    address: ADDRESS,
    shippingMethodId: "express",
    paymentMethodId: "bank-transfer",
    idempotencyKey: crypto.randomUUID(),
  });
  expect(placed.code).toBe(0);
  return placed.data.orderNo;
}

describe("order mails on the Worker", () => {
  it("mails a German order confirmation when the order is placed on the German checkout page", async () => {
    const customer = await createCustomer(worker);
    const sku = await skuInStock(worker, 5);
    const slug = (
      await api<{ slug: string }>(worker, "checkout/create", { items: [{ sku, quantity: 1 }] }, customer.cookie)
    ).data.slug;
    const address = (await api<{ id: number }>(worker, "address/save", ADDRESS, customer.cookie)).data;
    const post = (fields: Record<string, string>) =>
      worker.fetch(`/de/checkout/${slug}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: customer.cookie, origin: worker.url },
        body: new URLSearchParams({
          addressChoice: String(address?.id ?? ""),
          shippingMethodId: "express",
          paymentMethodId: "bank-transfer",
          ...fields,
        }).toString(),
      });
    // As the page does: the total shown for these choices goes with Place order (ADR 212).
    const quoted = await (await post({ intent: "quote" })).text();
    const shownTotal = /<input[^>]*name="shownTotal"[^>]*value="(\d+)"/.exec(quoted)?.[1] ?? "";
    const answer = await post({ intent: "place", shownTotal, idempotencyKey: crypto.randomUUID() });
    const orderNo = new URL(answer.headers.get("location") ?? "/", worker.url).searchParams.get("orderNo");
    expect(orderNo).toMatch(/^\d{14}$/);
    const db = await database(worker);
    const mail = await eventually(async () =>
      (
        await db
          .prepare(`SELECT subject, text FROM outbox WHERE channel = 'mail' AND "to" = ? ORDER BY id`)
          .bind(customer.email)
          .all<{ subject: string; text: string }>()
      ).results.at(0),
    );
    expect(mail?.subject).toBe(`Bestellung ${orderNo} eingegangen`);
    expect(mail?.text).toContain(`Bestellnummer: ${orderNo}`);
    expect(mail?.text).toContain(`/de/user/order/${orderNo}`);
  });

  it("sends it through Resend in production, and places the order without a provider, sending nothing", async () => {
    const orderNo = await placeInGerman(configured, await createCustomer(configured));
    const sent = await eventually(async () => resend.delivered.find((email) => email.subject?.includes(orderNo)));
    expect(sent).toMatchObject({ subject: `Bestellung ${orderNo} eingegangen`, from: "Shop <orders@shop.test>" });
    expect(sent?.text).toContain(`Bestellnummer: ${orderNo}`);

    const before = resend.delivered.length;
    const db = await database(bare);
    const shopper = await createCustomer(bare);
    const unsent = await placeInGerman(bare, shopper);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const outbox = await db.prepare('SELECT count(*) AS n FROM outbox WHERE "to" = ?').bind(shopper.email).first();
    expect(outbox).toEqual({ n: 0 });
    expect(resend.delivered.length).toBe(before);
    const claimed = await db.prepare("SELECT count(*) AS n FROM order_mails WHERE order_no = ?").bind(unsent).first();
    expect(claimed).toEqual({ n: 0 });
  });
});
