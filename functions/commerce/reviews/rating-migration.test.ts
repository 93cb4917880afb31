import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, seedDemoShop } from "../test/shop";

beforeAll(() => seedDemoShop(40));

/** Migration 0072: a database seeded with random ratings gets its reviews' average back. */
describe("product rating from reviews (migration 0072)", () => {
  it("makes the product's rating and count those of its published reviews", async () => {
    const migration = env.TEST_MIGRATIONS.find((item) => item.name.startsWith("0072_"));
    expect(migration).toBeDefined();
    // What an older seed left behind: a rating and a count that no review made.
    await env.DB.prepare("UPDATE products SET rating_x10 = 37, review_count = 9").run();
    for (const query of migration!.queries) await env.DB.prepare(query).run();
    const { results } = await env.DB.prepare(
      "SELECT slug FROM products WHERE id IN (SELECT product_id FROM reviews WHERE status = 'published')",
    ).all<{ slug: string }>();
    expect(results.length).toBeGreaterThan(3);
    for (const { slug } of results) {
      const product = (await call("product/detail", { slug })).body.data;
      const reviews = (await call("review/list", { productId: product.id })).body.data;
      expect({ slug, rating: product.rating, count: product.reviewCount }).toEqual({
        slug,
        rating: reviews.summary.average,
        count: reviews.summary.count,
      });
    }
  });
});
