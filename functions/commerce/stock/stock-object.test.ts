/**
 * Stock reserved in one Durable Object per SKU (docs/decisions/182): the last unit is sold once
 * however many checkouts race for it, checkouts of other SKUs never wait on it, a checkout that
 * fails after reserving gives its units back, a cancellation or an import puts the object back in
 * step with D1, and STOCK_STORE=d1 keeps the D1 guard alone.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import commerce from "../index";
import { call, ORIGIN, seedDemoShop, ADMIN } from "../test/shop";
import { submitBody } from "../test/place-order";
import { signedInCustomer, skusWithStock, stockOf } from "../test/shoppers";
import { stockObject } from "./stock-objects";
import { withBatchHook } from "../test/batch-hook";

beforeAll(() => seedDemoShop(60));

const objectOf = (sku: string) => stockObject(env, sku);
const snapshot = (sku: string) => objectOf(sku).snapshot();

/** A visitor's open checkout for `items` (buy now), with the headers that own it. */
async function visitorCheckout(items: { sku: string; quantity: number }[]) {
  const cart = await call("cart/list", {});
  const headers = { "x-cart": cart.body.data.cartId as string };
  const created = await call("checkout/create", { items }, headers);
  expect(created.body.code, JSON.stringify(created.body)).toBe(0);
  return { headers, slug: created.body.data.slug as string };
}

const orderInput = (slug: string, extra: Record<string, unknown> = {}) =>
  submitBody(slug, { email: "guest@example.com", ...extra });

/** checkout/submit against this `environment` (another D1, another STOCK_STORE). */
async function submitWith(environment: Env, body: Record<string, unknown>, headers: Record<string, string>) {
  const request = new Request(`${ORIGIN}/api/web/checkout/submit`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await commerce.fetch(request, environment, {} as ExecutionContext);
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

const ordersOf = async (sku: string) =>
  (await env.DB.prepare("SELECT count(DISTINCT order_no) AS n FROM order_items WHERE sku = ?").bind(sku).first<{
    n: number;
  }>())!.n;

describe("the last unit, 50 checkouts at once", () => {
  it("is sold exactly once; the other 49 get the out-of-stock answer, never a 500", async () => {
    const [sku] = await skusWithStock(1, 1);
    // The SKU may have been sold earlier in this file: count this test's orders only.
    const ordersBefore = await ordersOf(sku);
    const checkouts = [];
    for (let shopper = 0; shopper < 50; shopper++) checkouts.push(await visitorCheckout([{ sku, quantity: 1 }]));

    // Every submit reads its checkout in one batch, and only a submit that gets past the stock
    // step sends more: the order's, then its placed mail's claim (ADR 216). One submit sending them
    // means the other 49 were refused before D1's write path, by the object or by a read that saw the sale.
    const batchesPerSubmit = checkouts.map(() => 0);
    const answers = await Promise.all(
      checkouts.map(({ slug, headers }, shopper) => {
        const counting = withBatchHook(env.DB, (statements) => {
          batchesPerSubmit[shopper]++;
          return statements;
        });
        return submitWith({ ...env, DB: counting }, orderInput(slug), headers);
      }),
    );
    expect(batchesPerSubmit.filter((batches) => batches >= 2)).toHaveLength(1);
    expect(batchesPerSubmit.filter((batches) => batches === 1)).toHaveLength(49);

    const placed = answers.filter((answer) => answer.body.code === 0);
    const refused = answers.filter((answer) => answer.body.code !== 0);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 41, msg: "This item is out of stock.", data: { sku } });
    }
    expect(placed[0].headers.get("x-stock-store")).toBe("durable-object");
    expect(await ordersOf(sku)).toBe(ordersBefore + 1);
    expect(await stockOf(sku)).toBe(0);
    expect(await snapshot(sku)).toMatchObject({ available: 0, held: 0 });
  });
});

describe("one object per SKU", () => {
  it("lets a checkout of another SKU through while one SKU's object is busy", async () => {
    const [busy, free] = await skusWithStock(2, 3);
    const waiting = await visitorCheckout([{ sku: busy, quantity: 1 }]);
    const other = await visitorCheckout([{ sku: free, quantity: 1 }]);
    // The busy SKU's object takes nothing in for 4 s, as if a long queue of checkouts stood there.
    const blocking = runInDurableObject(objectOf(busy), (_, state) =>
      state.blockConcurrencyWhile(() => new Promise((resolve) => setTimeout(resolve, 4000))),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    let busyDone = false;
    const queued = call("checkout/submit", orderInput(waiting.slug), waiting.headers).then((answer) => {
      busyDone = true;
      return answer;
    });
    const through = await call("checkout/submit", orderInput(other.slug), other.headers);
    expect(through.body.code).toBe(0);
    expect(busyDone).toBe(false);
    expect((await queued).body.code).toBe(0);
    await blocking;
    expect(await snapshot(busy)).toMatchObject({ available: 2, held: 0 });
    expect(await snapshot(free)).toMatchObject({ available: 2, held: 0 });
  });
});

describe("a checkout that does not end in an order", () => {
  it("gives back the lines it reserved when a later line is refused", async () => {
    const [first, second] = (await skusWithStock(2, 1)).sort();
    const { slug, headers } = await visitorCheckout([
      { sku: first, quantity: 1 },
      { sku: second, quantity: 1 },
    ]);
    // Another checkout holds the second SKU's last unit right now (reserved, its order not written yet).
    expect(await objectOf(second).reserve(second, "someone-else", 1)).toEqual({ ok: true, available: 0 });

    const refused = await call("checkout/submit", orderInput(slug), headers);
    expect(refused.body).toMatchObject({ code: 41, data: { sku: second } });
    expect(await snapshot(first)).toMatchObject({ available: 1, held: 0 });

    // The other checkout failed: its unit comes back, and this one goes through.
    await objectOf(second).release(second, "someone-else");
    expect((await call("checkout/submit", orderInput(slug), headers)).body.code).toBe(0);
    expect([await stockOf(first), await stockOf(second)]).toEqual([0, 0]);
  });

  it("gives back its reservation when D1 fails to write the order, and the retry places it once", async () => {
    const [sku] = await skusWithStock(1, 5);
    const { slug, headers } = await visitorCheckout([{ sku, quantity: 2 }]);
    const body = orderInput(slug);
    // The submit's second batch is the order's (the first reads the checkout): it fails.
    let batches = 0;
    const failing = withBatchHook(env.DB, (statements, queries) =>
      ++batches === 2 ? [queries.prepare("INSERT INTO d1_fault_injected VALUES (1)")] : statements,
    );
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await submitWith({ ...env, DB: failing }, body, headers);
    log.mockRestore();
    expect(failed.status).toBe(500);
    expect(await snapshot(sku)).toMatchObject({ available: 5, held: 0 });

    const placed = await submitWith(env, body, headers);
    expect(placed.body.code).toBe(0);
    const twice = await submitWith(env, body, headers);
    expect(twice.body.data.orderNo).toBe(placed.body.data.orderNo);
    expect(await snapshot(sku)).toMatchObject({ available: 3, held: 0 });
    expect(await stockOf(sku)).toBe(3);
  });
});

describe("stock objects that fail", () => {
  it("leave the checkout to D1's own stock guard: the order is placed, never a 500", async () => {
    const [sku] = await skusWithStock(1, 2);
    const { slug, headers } = await visitorCheckout([{ sku, quantity: 1 }]);
    const broken = {
      idFromName: (name: string) => env.STOCK.idFromName(name),
      get: () => ({
        reserve: () => Promise.reject(new Error("object overloaded")),
        release: () => Promise.reject(new Error("object overloaded")),
        commit: () => Promise.reject(new Error("object overloaded")),
      }),
    } as unknown as DurableObjectNamespace;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const placed = await submitWith({ ...env, STOCK: broken }, orderInput(slug), headers);
    log.mockRestore();
    expect(placed.status).toBe(200);
    expect(placed.body.code).toBe(0);
    expect(await stockOf(sku)).toBe(1);
  });
});

describe("stock given back or set outside a checkout", () => {
  it("returns a cancelled unpaid order's unit to its object, so the next shopper can buy it", async () => {
    const [sku] = await skusWithStock(1, 1);
    const buyer = await signedInCustomer();
    const created = await call("checkout/create", { items: [{ sku, quantity: 1 }] }, buyer.headers);
    const late = await visitorCheckout([{ sku, quantity: 1 }]);
    const bought = await call("checkout/submit", orderInput(created.body.data.slug), buyer.headers);
    expect(bought.body.code).toBe(0);
    expect((await call("checkout/submit", orderInput(late.slug), late.headers)).body.code).toBe(41);

    const cancelled = await call("order/cancel", { orderNo: bought.body.data.orderNo }, buyer.headers);
    expect(cancelled.body.data.status).toBe("cancelled");
    expect(await stockOf(sku)).toBe(1);
    expect(await snapshot(sku)).toMatchObject({ available: 1, held: 0 });
    // Cancelling again changes nothing: the unit comes back once.
    await call("order/cancel", { orderNo: bought.body.data.orderNo }, buyer.headers);
    expect(await snapshot(sku)).toMatchObject({ available: 1 });

    expect((await call("checkout/submit", orderInput(late.slug), late.headers)).body.code).toBe(0);
    expect(await stockOf(sku)).toBe(0);
    expect(await snapshot(sku)).toMatchObject({ available: 0, held: 0 });
  });

  it("follows the stock an operator imports", async () => {
    const importing = (stock: number) => ({
      categories: [{ slug: "stock-object-test", name: "Stock object test" }],
      products: [
        {
          slug: "stock-object-trowel",
          title: "Trowel",
          category: "stock-object-test",
          skus: [{ sku: "STOCK-OBJECT-TROWEL", price: 1000, stock }],
        },
      ],
    });
    const sku = "STOCK-OBJECT-TROWEL";
    expect((await call("admin/import", importing(1), ADMIN)).body.code).toBe(0);
    const first = await visitorCheckout([{ sku, quantity: 1 }]);
    expect((await call("checkout/submit", orderInput(first.slug), first.headers)).body.code).toBe(0);
    expect(await snapshot(sku)).toMatchObject({ available: 0 });

    expect((await call("admin/import", importing(4), ADMIN)).body.code).toBe(0);
    expect(await snapshot(sku)).toMatchObject({ available: 4 });
    const next = await visitorCheckout([{ sku, quantity: 4 }]);
    expect((await call("checkout/submit", orderInput(next.slug), next.headers)).body.code).toBe(0);
    expect(await stockOf(sku)).toBe(0);
  });

  it("rereads D1 when it would refuse and D1 was restocked behind its back", async () => {
    const [sku] = await skusWithStock(1, 1);
    const first = await visitorCheckout([{ sku, quantity: 1 }]);
    expect((await call("checkout/submit", orderInput(first.slug), first.headers)).body.code).toBe(0);
    // A correction written straight into D1 (no import, no sync), over a second after the object last read D1.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await env.DB.prepare("UPDATE product_skus SET stock = 2 WHERE sku = ?").bind(sku).run();
    const next = await visitorCheckout([{ sku, quantity: 2 }]);
    expect((await call("checkout/submit", orderInput(next.slug), next.headers)).body.code).toBe(0);
    expect(await snapshot(sku)).toMatchObject({ available: 0, held: 0 });
  });
});

describe("STOCK_STORE=d1", () => {
  it("keeps the order batch's own guard alone and says so outside production", async () => {
    const [sku] = await skusWithStock(1, 1);
    const first = await visitorCheckout([{ sku, quantity: 1 }]);
    const second = await visitorCheckout([{ sku, quantity: 1 }]);
    const d1Only = { ...env, STOCK_STORE: "d1" };
    // The SKU may have been sold through its object earlier in this file: the object must not move now.
    const before = await snapshot(sku);
    const ordersBefore = await ordersOf(sku);
    const answers = await Promise.all([
      submitWith(d1Only, orderInput(first.slug), first.headers),
      submitWith(d1Only, orderInput(second.slug), second.headers),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 41]);
    expect(answers.find((answer) => answer.body.code === 0)!.headers.get("x-stock-store")).toBe("d1");
    expect(await snapshot(sku)).toEqual(before);
    expect(await ordersOf(sku)).toBe(ordersBefore + 1);
  });

  it("is not named in production", async () => {
    const [sku] = await skusWithStock(1, 1);
    const { slug, headers } = await visitorCheckout([{ sku, quantity: 1 }]);
    const placed = await submitWith({ ...env, ENVIRONMENT: "production" }, orderInput(slug), headers);
    expect(placed.body.code).toBe(0);
    expect(placed.headers.has("x-stock-store")).toBe(false);
  });
});
