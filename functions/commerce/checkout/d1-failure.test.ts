/**
 * A D1 failure in the middle of placing an order (issue #10, item 3): each statement of the
 * checkout batch in turn is swapped for one that fails, through a D1 wrapper handed to the
 * service in place of env.DB. Whichever statement fails, the shopper gets the unknown-error
 * answer (code 500, no details), and nothing happened: no order, no stock taken, the coupon
 * still unused, the cart and the checkout still there. The same submit once D1 is well again
 * places the order exactly once: nothing was lost.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import commerce from "../index";
import { call, ORIGIN, seedDemoShop } from "../test/shop";
import { submitBody } from "../test/place-order";
import { cartLinesOf, signedInCustomer, skusWithStock, stockOf } from "../test/shoppers";
import { stockObject } from "../stock/stock-objects";
import { withBatchHook } from "../test/batch-hook";

beforeAll(() => seedDemoShop(60));

const stockObjectOf = (sku: string) => stockObject(env, sku);

type Fault = { batchIndex: number; statementIndex: number } | null;

/** The batch that inserts the order: workerd's prepared statements keep their SQL text. */
const insertsOrder = (statements: D1PreparedStatement[]) =>
  statements.some((statement) =>
    /INSERT INTO orders\b/.test((statement as unknown as { statement: string }).statement),
  );

/**
 * env.DB, except that statement `statementIndex` of the `batchIndex`-th batch fails; records every
 * batch's size, and in `orderBatches` the index of each batch that inserts the order.
 */
function faultyDatabase(fault: Fault, sizes: number[], orderBatches: number[] = []): D1Database {
  return withBatchHook(env.DB, (statements, queries) => {
    const index = sizes.push(statements.length) - 1;
    if (insertsOrder(statements)) orderBatches.push(index);
    if (!fault || index !== fault.batchIndex) return statements;
    return statements.map((statement, at) =>
      at === fault.statementIndex ? queries.prepare("INSERT INTO d1_fault_injected VALUES (1)") : statement,
    );
  });
}

async function submitWith(db: D1Database, body: Record<string, unknown>, headers: Record<string, string>) {
  const request = new Request(`${ORIGIN}/api/web/checkout/submit`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await commerce.fetch(request, { ...env, DB: db }, {} as ExecutionContext);
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
}

/** A customer with a claimed WELCOME10 coupon, one SKU in the cart (stock 5) and an open checkout for 2 of it. */
async function readyCheckout() {
  const customer = await signedInCustomer();
  await env.DB.prepare(
    "INSERT INTO coupon_claims (coupon_id, user_id) SELECT id, ? FROM coupons WHERE code = 'WELCOME10'",
  )
    .bind(customer.id)
    .run();
  await env.DB.prepare(
    "UPDATE coupons SET starts_at = '2000-01-01T00:00:00Z', ends_at = '2999-01-01T00:00:00Z', min_spend = 0 WHERE code = 'WELCOME10'",
  ).run();
  const [sku] = await skusWithStock(1, 5);
  expect((await call("cart/add", { sku, quantity: 2 }, customer.headers)).body.code).toBe(0);
  const created = await call("checkout/create", {}, customer.headers);
  expect(created.body.code).toBe(0);
  const body = submitBody(created.body.data.slug, { couponCode: "WELCOME10" });
  return { customer, sku, body };
}

async function stateOf(customerId: number, sku: string, slug: string) {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM orders WHERE user_id = ?1) AS orders,
      (SELECT count(*) FROM order_items oi JOIN orders o ON o.order_no = oi.order_no WHERE o.user_id = ?1) AS items,
      (SELECT count(*) FROM coupon_claims WHERE user_id = ?1 AND used_at IS NULL AND order_no IS NULL) AS unusedCoupons,
      (SELECT count(*) FROM checkouts WHERE slug = ?3) AS checkouts,
      (SELECT sales FROM products WHERE id = (SELECT product_id FROM product_skus WHERE sku = ?2)) AS sales`,
  )
    .bind(customerId, sku, slug)
    .first<{
      orders: number;
      items: number;
      unusedCoupons: number;
      checkouts: number;
      sales: number;
    }>();
  return { ...row!, cartLines: (await cartLinesOf(`u_${customerId}`)).length, stock: await stockOf(sku) };
}

describe("a D1 failure while the order is placed", () => {
  it("finds the order batch to break", async () => {
    const { body, customer } = await readyCheckout();
    const sizes: number[] = [];
    const placed = await submitWith(faultyDatabase(null, sizes), body, customer.headers);
    expect(placed.body.code).toBe(0);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(7);
  });

  it("leaves everything as it was, whichever statement fails, and the retry places the order once", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const probe = await readyCheckout();
    const sizes: number[] = [];
    const orderBatches: number[] = [];
    await submitWith(faultyDatabase(null, sizes, orderBatches), probe.body, probe.customer.headers);
    // The order's batch: the one that inserts the order (the checkout's reads come before it, the
    // order mail's claim after it).
    expect(orderBatches).toHaveLength(1);
    const batchIndex = orderBatches[0];
    const statements = sizes[batchIndex];

    for (let statementIndex = 0; statementIndex < statements; statementIndex++) {
      const { customer, sku, body } = await readyCheckout();
      const before = await stateOf(customer.id, sku, body.slug);
      expect(before).toMatchObject({ orders: 0, unusedCoupons: 1, cartLines: 1, checkouts: 1, stock: 5 });

      const failed = await submitWith(faultyDatabase({ batchIndex, statementIndex }, []), body, {
        ...customer.headers,
        "x-lang": "zh-HK",
      });
      expect(failed.status, `statement ${statementIndex}`).toBe(500);
      expect(failed.body).toEqual({ code: 500, msg: "發生未知錯誤。", data: null });
      expect(await stateOf(customer.id, sku, body.slug), `statement ${statementIndex}`).toEqual(before);
      // What the order reserved in the SKU's stock object came back too (docs/decisions/182).
      expect(await stockObjectOf(sku).snapshot(), `statement ${statementIndex}`).toMatchObject({
        available: 5,
        held: 0,
      });

      // The shopper presses "Place order" again (same form, same key) once D1 is well.
      const retried = await submitWith(env.DB, body, customer.headers);
      expect(retried.body.code, JSON.stringify(retried.body)).toBe(0);
      const twice = await submitWith(env.DB, body, customer.headers);
      expect(twice.body.data.orderNo).toBe(retried.body.data.orderNo);
      expect(await stateOf(customer.id, sku, body.slug)).toEqual({
        ...before,
        orders: 1,
        items: 1,
        unusedCoupons: 0,
        cartLines: 0,
        checkouts: 0,
        stock: 3,
        // Placed, not paid: sales count only what was paid (ADR 208).
        sales: before.sales,
      });
    }
    expect(log).toHaveBeenCalled();
  });
});
