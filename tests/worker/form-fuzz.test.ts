/**
 * Every form action of every route, fuzzed on the built Worker (issue #10, item 4). The fields
 * come from the pages themselves: each route of remix.config.ts is loaded (as a visitor and as
 * a customer with a cart, a checkout and an order) and the names of its form fields and the
 * values of its `intent` buttons are harvested, so a form added later is fuzzed too. Each run
 * posts a mix of those fields with hostile or random values, and unknown fields, from this
 * site's origin. Never a 500; an answer that refuses (4xx) changed nothing a shopper owns.
 * FUZZ_RUNS (the bench) raises the runs from 200.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { demoSlugs, routePaths } from "../support/route-paths";
import { api, createCustomer, placeOrder, skuInStock, snapshot, type Customer } from "../support/shoppers";

const RUNS = Number(process.env.FUZZ_RUNS) || 200;

let worker: TestWorker;
let customer: Customer;
type Target = { path: string; fields: string[]; intents: string[] };
const targets: Target[] = [];

beforeAll(async () => {
  worker = await startWorker();
  customer = await createCustomer(worker);
  const order = await placeOrder(worker, customer);
  await api(worker, "cart/add", { sku: await skuInStock(worker), quantity: 1 }, customer.cookie);
  const checkout = await api<{ slug: string }>(worker, "checkout/create", {}, customer.cookie);
  const paths = routePaths(await demoSlugs(worker), { user: order, checkout: checkout.data.slug });
  for (const { path } of paths) {
    for (const cookie of ["", customer.cookie]) {
      const response = await worker.fetch(path, { headers: { cookie } });
      const html = await response.text();
      const fields = new Set(
        [...html.matchAll(/<(?:input|select|textarea|button)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1]),
      );
      const intents = new Set(
        [...html.matchAll(/\bname="intent"[^>]*\bvalue="([^"]*)"|\bvalue="([^"]*)"[^>]*\bname="intent"/g)].map(
          (match) => match[1] ?? match[2],
        ),
      );
      targets.push({ path, fields: [...fields], intents: [...intents] });
    }
  }
});
afterAll(() => worker?.dispose());

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    "",
    " ",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "-1",
    "0",
    "99999999999999999999",
    "NaN",
    "true",
    "../../x",
    "a".repeat(3000),
    "𝔘",
    "%00",
    "//evil.test",
    "user@example.com",
    "US",
    "+1",
  ),
);

it(`no form action answers 500, and a refused post changes nothing (${RUNS} runs)`, async () => {
  expect(targets.filter((target) => target.fields.length > 0).length, "forms were found on the pages").toBeGreaterThan(
    10,
  );
  const post = fc.constantFrom(...targets).chain((target) =>
    fc.record({
      target: fc.constant(target),
      signedIn: fc.boolean(),
      intent: target.intents.length
        ? fc.option(fc.constantFrom(...target.intents), { nil: undefined })
        : fc.constant(undefined),
      fields: fc.dictionary(
        target.fields.length
          ? fc.oneof(fc.constantFrom(...target.fields), fc.string({ maxLength: 8 }))
          : fc.string({ maxLength: 8 }),
        hostile,
        { maxKeys: 8 },
      ),
    }),
  );
  await fc.assert(
    fc.asyncProperty(post, async ({ target, signedIn, intent, fields }) => {
      const before = await snapshot(worker);
      const body = new URLSearchParams(fields);
      if (intent !== undefined) body.set("intent", intent);
      const response = await worker.fetch(target.path, {
        method: "POST",
        headers: {
          origin: worker.url,
          "content-type": "application/x-www-form-urlencoded",
          cookie: signedIn ? customer.cookie : "",
        },
        body: body.toString(),
      });
      const html = await response.text();
      expect(response.status, `${target.path} ${body}: ${html.slice(0, 200)}`).toBeLessThan(500);
      if (response.status >= 400)
        expect(await snapshot(worker), `${target.path} ${body} answered ${response.status} and changed data`).toBe(
          before,
        );
    }),
    { numRuns: RUNS },
  );
});
