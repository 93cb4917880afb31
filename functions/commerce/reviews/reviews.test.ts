import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, route, seedDemoShop, ADMIN } from "../test/shop";
import { placeOrder } from "../test/place-order";
import { signedInCustomer, skusWithStock } from "../test/shoppers";
import { freshIp } from "../test/accounts";
import { uploadPicture } from "../test/uploads";

beforeAll(() => seedDemoShop(40));

async function productOf(sku: string): Promise<number> {
  return (await env.DB.prepare("SELECT product_id AS id FROM product_skus WHERE sku = ?")
    .bind(sku)
    .first<{ id: number }>())!.id;
}

/** An order of `sku` for the customer; `received` takes it through paid, shipped and confirmed. */
async function order(headers: Record<string, string>, sku: string, received: boolean) {
  const { orderNo } = await placeOrder({ items: [{ sku, quantity: 1 }], headers });
  if (received) {
    await call("admin/order/markPaid", { orderNo }, ADMIN);
    await call("admin/order/ship", { orderNo, expressName: "UPS", expressNo: "1Z1" }, ADMIN);
    expect((await call("order/confirmReceipt", { orderNo }, headers)).body.data.status).toBe("completed");
  }
  return orderNo;
}

describe("reviews", () => {
  it("lets only a customer who received the product review it, once per order item", async () => {
    const [sku] = await skusWithStock(1, 10);
    const productId = await productOf(sku);
    const review = { productId, rating: 4, content: "Sturdy and warm." };

    expect((await call("review/add", review)).body.code).toBe(50);
    const customer = await signedInCustomer();
    expect((await call("review/add", review, customer.headers)).body).toMatchObject({
      code: 41,
      msg: "Only customers who received this product can review it.",
    });
    await order(customer.headers, sku, false);
    expect((await call("review/add", review, customer.headers)).body.code).toBe(41);

    await order(customer.headers, sku, true);
    const added = await call("review/add", review, customer.headers);
    expect(added.body).toMatchObject({ code: 0, data: { rating: 4, content: "Sturdy and warm.", images: [] } });
    const again = await call("review/add", review, customer.headers);
    expect(again.body).toMatchObject({ code: 41, msg: "You have already reviewed this product for each order." });

    // A second completed order of the same product earns a second review.
    await order(customer.headers, sku, true);
    expect((await call("review/add", { ...review, rating: 2 }, customer.headers)).body.code).toBe(0);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM reviews WHERE product_id = ? AND user_id = ?")
      .bind(productId, customer.id)
      .first<{ n: number }>();
    expect(count!.n).toBe(2);

    // Another customer's order does not count for this one.
    const other = await signedInCustomer();
    expect((await call("review/add", review, other.headers)).body.code).toBe(41);
  });

  it("summarises the ratings and pages the list; the product's rating follows", async () => {
    const [sku] = await skusWithStock(1, 10);
    const productId = await productOf(sku);
    await env.DB.prepare("DELETE FROM reviews WHERE product_id = ?").bind(productId).run();
    for (const rating of [5, 3]) {
      const customer = await signedInCustomer();
      await order(customer.headers, sku, true);
      expect(
        (await call("review/add", { productId, rating, content: `Rated ${rating}` }, customer.headers)).body.code,
      ).toBe(0);
    }
    const list = await call("review/list", { productId, pageSize: 1 });
    expect(list.body.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 1,
      summary: { average: 4, count: 2, distribution: [0, 0, 1, 0, 1] },
    });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0].content).toBe("Rated 3");
    const product = await env.DB.prepare("SELECT rating_x10, review_count FROM products WHERE id = ?")
      .bind(productId)
      .first();
    expect(product).toEqual({ rating_x10: 40, review_count: 2 });
    expect((await call("review/list", { productId: 99_999_999 })).body.code).toBe(41);
  });

  it("stores plain text: scripts with their content, tags and event handlers are gone", async () => {
    const [sku] = await skusWithStock(1, 10);
    const productId = await productOf(sku);
    const customer = await signedInCustomer();
    await order(customer.headers, sku, true);
    const content =
      'Nice <script>alert("x")</script><img src=x onerror="alert(1)"><b onclick="steal()">bold</b> & 1 < 2';
    const added = await call("review/add", { productId, rating: 5, content }, customer.headers);
    expect(added.body.data.content).toBe("Nice bold & 1 < 2");
    const stored = await env.DB.prepare("SELECT content FROM reviews WHERE id = ?")
      .bind(added.body.data.id)
      .first<{ content: string }>();
    expect(stored!.content).not.toMatch(/script|onerror|onclick|alert/);
  });

  it("refuses bad input with code 40 and saves nothing", async () => {
    const [sku] = await skusWithStock(1, 10);
    const productId = await productOf(sku);
    const customer = await signedInCustomer();
    await order(customer.headers, sku, true);
    const before = await env.DB.prepare("SELECT count(*) AS n FROM reviews").first<{ n: number }>();
    const own = await uploadPicture({ ...freshIp(), ...customer.headers });
    const someoneElses = await uploadPicture({ ...freshIp(), ...(await signedInCustomer()).headers });
    const visitors = await uploadPicture(freshIp());
    for (const bad of [
      { productId, rating: 6, content: "x" },
      { productId, rating: 0, content: "x" },
      { productId, rating: 3, content: "" },
      { productId, rating: 3, content: "<script>only()</script>" },
      { productId, rating: 3, content: "x".repeat(2001) },
      { productId, rating: 3, content: "x", images: ["https://evil.example/a.png"] },
      {
        productId,
        rating: 3,
        content: "x",
        images: Array.from({ length: 7 }, (_, i) => `/api/web/media/uploads/${i}.png`),
      },
      // Pictures must be the reviewer's own uploads: not another customer's, not a visitor's, not made up.
      { productId, rating: 3, content: "x", images: [own, someoneElses] },
      { productId, rating: 3, content: "x", images: [visitors] },
      { productId, rating: 3, content: "x", images: ["/api/web/media/uploads/2026/a.png"] },
    ]) {
      const answer = await call("review/add", bad, customer.headers);
      expect(answer.body.code, JSON.stringify(bad)).toBe(40);
      expect(answer.status).toBe(422);
    }
    const after = await env.DB.prepare("SELECT count(*) AS n FROM reviews").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
    const foreign = await call(
      "review/add",
      { productId, rating: 3, content: "x", images: [own, someoneElses] },
      customer.headers,
    );
    expect(foreign.body.data.fields).toEqual({ "images.1": "Please upload the image first." });
    const ok = await call("review/add", { productId, rating: 3, content: "Fine", images: [own] }, customer.headers);
    expect(ok.body.data.images).toEqual([own]);
  });
});

describe("reviews on the product page", () => {
  it("come with the route request's product data, paged by ?reviews=", async () => {
    const product = await env.DB.prepare(
      "SELECT id, slug FROM products WHERE review_count > 1 AND status = 'published' LIMIT 1",
    ).first<{ id: number; slug: string }>();
    const first = await route(`/product/${product!.slug}`);
    const reviews = first.body.data.data.reviews;
    expect(reviews).toMatchObject({ page: 1, pageSize: 5, summary: { count: reviews.total } });
    expect(reviews.list.length).toBe(Math.min(5, reviews.total));
    expect(reviews).toEqual((await call("review/list", { productId: product!.id, pageSize: 5 })).body.data);
    const second = await route(`/product/${product!.slug}?reviews=2`);
    expect(second.body.data.data.reviews.page).toBe(2);
    const odd = await route(`/product/${product!.slug}?reviews=-3`);
    expect(odd.body.data.data.reviews.page).toBe(1);
  });
});
