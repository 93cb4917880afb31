/**
 * A shop whose URL rules serve products at /p/:slug and articles at /a/:slug (the catch-all
 * route): the pages keep their review and comment sections, and the forms post to that route.
 * Runs on its own copy of the D1, since the rules are shop-wide.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
let product = { id: 0, slug: "" };
let article = { id: 0, slug: "" };

async function call<T>(name: string, body: unknown = {}): Promise<T> {
  const response = await worker.fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

const post = (path: string, fields: Record<string, string>) =>
  worker.fetch(path, {
    method: "POST",
    headers: { origin: worker.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  worker = await startWorker({ ownData: true });
  const db = await worker.mf.getD1Database("DB");
  const rules = JSON.stringify({ urlRules: { product: "/p/:slug", article: "/a/:slug" } });
  await db
    .prepare(
      "INSERT INTO site_settings (key, value) VALUES ('site', ?1) ON CONFLICT (key) DO UPDATE SET value = json_patch(value, ?1)",
    )
    .bind(rules)
    .run();
  product = (await call<{ list: Array<{ id: number; slug: string }> }>("product/list", { pageSize: 1 })).list[0];
  article = (await call<{ list: Array<{ id: number; slug: string }> }>("article/list")).list[0];
});
afterAll(() => worker?.dispose());

describe("custom URL rules", () => {
  it("show a product with its review form, whose post reaches the review action", async () => {
    const html = await (await worker.fetch(`/p/${product.slug}`)).text();
    expect(html).toContain(`name="productId" value="${product.id}"`);
    expect(html).toContain('name="rating"');
    // A visitor may not review: the action sends them to sign in and back to this page.
    const answer = await post(`/p/${product.slug}`, { productId: String(product.id), rating: "5", content: "Lovely." });
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    const location = new URL(answer.headers.get("location")!, worker.url);
    expect(location.pathname).toBe("/auth/signin");
    expect(location.searchParams.get("redirect")).toBe(`/p/${product.slug}`);
  });

  it("show an article with its comment form, and refuse a form these pages do not have", async () => {
    const html = await (await worker.fetch(`/zh/a/${article.slug}`)).text();
    expect(html).toContain(`name="articleId" value="${article.id}"`);
    const invalid = await post(`/a/${article.slug}`, { articleId: String(article.id), content: "" });
    expect(invalid.status).toBe(422);
    expect((await post(`/p/${product.slug}`, { something: "else" })).status).toBe(405);
  });
});
