/**
 * The listing's price filter is typed in the currency the shopper sees. A yen shopper's
 * "¥3,000 to ¥6,000" lists exactly the products whose shown price lies between them (the form
 * is a GET form: this is the request with and without JavaScript alike), and the form shows the
 * bounds as typed, in yen.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { convertMinor } from "../../functions/contract/money";
import { startWorker, type TestWorker } from "../support/worker";

const USD = { code: "USD", rate: 1, decimals: 2 };
const JPY = { code: "JPY", rate: 150, decimals: 0 };
const CATEGORY = "women";

let worker: TestWorker;
let prices: number[] = [];

beforeAll(async () => {
  worker = await startWorker();
  const response = await worker.fetch("/api/web/product/list", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ category: CATEGORY, pageSize: 100 }),
  });
  const { data } = (await response.json()) as {
    data: { list: Array<{ price: number; currency: string }>; total: number };
  };
  expect(data.total).toBeLessThanOrEqual(100);
  expect(data.list.every((card) => card.currency === "USD")).toBe(true);
  prices = data.list.map((card) => card.price);
});
afterAll(() => worker?.dispose());

const shownPrices = (html: string) =>
  [...html.matchAll(/class="shop-sales-price">([^<]+)</g)].map((match) => Number(match[1].replace(/[^\d.]/g, "")));
const filterField = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
const filterLabels = (html: string) =>
  [...html.matchAll(/<span>(?:Min|Max) price \((\w{3})\)<\/span>/g)].map((match) => `(${match[1]})`);
const resultCount = (html: string) => Number(/<h2[^>]*>(\d+) /.exec(html)?.[1] ?? NaN);

describe("the listing's price filter", () => {
  it.each([
    ["the cookie", { cookie: "currency=JPY" }, ""],
    ["the picker's ?currency=", {}, "&currency=JPY"],
  ])("takes yen from a yen shopper (currency from %s)", async (_, headers, extra) => {
    const [min, max] = [3000, 6000];
    const expected = prices.filter((price) => {
      const yen = convertMinor(price, USD, JPY);
      return yen >= min && yen <= max;
    });
    expect(expected.length).toBeGreaterThan(0);
    const response = await worker.fetch(`/category/${CATEGORY}?min=${min}&max=${max}&sort=price_asc${extra}`, {
      headers,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(resultCount(html)).toBe(expected.length);
    const shown = shownPrices(html);
    expect(shown.length).toBe(Math.min(20, expected.length));
    expect(shown.every((yen) => yen >= min && yen <= max)).toBe(true);
    expect(/class="shop-sales-price">[￥¥]/.test(html)).toBe(true);
    // The form keeps the bounds as typed, labelled with the currency they are in.
    expect(filterField(html, "min")).toMatch(new RegExp(`value="${min}"`));
    expect(filterField(html, "max")).toMatch(new RegExp(`value="${max}"`));
    expect(filterLabels(html)).toEqual(["(JPY)", "(JPY)"]);
  });

  it("keeps reading dollars from a dollar shopper", async () => {
    const html = await (await worker.fetch(`/category/${CATEGORY}?min=20&max=40`)).text();
    expect(resultCount(html)).toBe(prices.filter((price) => price >= 2000 && price <= 4000).length);
    expect(filterLabels(html)).toEqual(["(USD)", "(USD)"]);
  });
});
