/**
 * A shop whose site configuration puts the user area at /account/ and which has an app page
 * (the stored template `app:size-guide`): every user screen is served there with its real loader
 * and action, the browser can discover those routes, an unknown path is a 404, and an app page
 * without a template is a 404 too. Runs on its own copy of the D1, since the rules are shop-wide.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createCustomer, database, placeOrder, type Customer } from "../support/shoppers";

let worker: TestWorker;
let customer: Customer;
let orderNo = "";

beforeAll(async () => {
  worker = await startWorker({ ownData: true });
  const db = await database(worker);
  const rules = JSON.stringify({ urlRules: { user: "/account/" } });
  await db
    .prepare(
      "INSERT INTO site_settings (key, value) VALUES ('site', ?1) ON CONFLICT (key) DO UPDATE SET value = json_patch(value, ?1)",
    )
    .bind(rules)
    .run();
  await db
    .prepare(
      "INSERT INTO page_templates (page_type, region, html) VALUES ('app:size-guide', 'body', '<h1 class=\"shop-title\">{{t:home}} · size guide</h1>')",
    )
    .run();
  customer = await createCustomer(worker, { firstName: "Grace", lastName: "Hopper" });
  orderNo = await placeOrder(worker, customer);
});
afterAll(() => worker?.dispose());

const page = (path: string, cookie = customer.cookie) => worker.fetch(path, { headers: { cookie } });

describe("the user area under a custom path", () => {
  it("serves every user screen with its own data, in every language prefix", async () => {
    const screens: Array<[string, string]> = [
      ["/account/center", "Grace"],
      ["/account/info", 'name="firstName"'],
      ["/account/address", 'name="address"'],
      ["/account/order", orderNo],
      [`/account/order/${orderNo}`, orderNo],
      ["/account/security", "user-area/user.security"],
      ["/account/favorite", "<h1"],
      ["/account/log", "<h1"],
      ["/account/article", "<h1"],
      ["/account/return", "<h1"],
      ["/account/security/activity", "<h1"],
      ["/zh-HK/account/info", 'name="firstName"'],
    ];
    for (const [path, expected] of screens) {
      const response = await page(path);
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(expected);
      expect(html, path).not.toContain("being built");
    }
  });

  it("runs the screen's action for a form posted there (JavaScript off)", async () => {
    const response = await worker.fetch("/account/info", {
      method: "POST",
      headers: { cookie: customer.cookie, origin: worker.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "name",
        firstName: "Katherine",
        lastName: "Johnson",
        nickname: "kj",
      }).toString(),
    });
    expect(response.status).toBeLessThan(400);
    const row = await (
      await database(worker)
    )
      .prepare("SELECT first_name FROM users WHERE id = ?")
      .bind(customer.id)
      .first<{ first_name: string }>();
    expect(row?.first_name).toBe("Katherine");
  });

  it("lets the browser discover the routes (lazy route discovery) and load their data", async () => {
    const version = /manifest-([0-9a-f]+)\.js/.exec(await (await page("/account/center")).text())?.[1];
    expect(version).toBeTruthy();
    const manifest = (await (await worker.fetch(`/__manifest?p=/account/order&version=${version}`)).json()) as Record<
      string,
      { path?: string; module: string }
    >;
    const route = Object.values(manifest).find((entry) => entry.path === "account/order");
    expect(route?.module).toMatch(/user\.order/);
    const data = await page(`/account/order.data`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain(orderNo);
  });

  it("sends a visitor to sign in and back", async () => {
    const response = await page("/account/center", "");
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(new URL(response.headers.get("location")!, worker.url).searchParams.get("redirect")).toBe("/account/center");
  });

  it("answers an unknown user-area path with the 404 page", async () => {
    for (const path of ["/account/nothing-here", "/zh/account/center/extra", "/user/nothing-here"]) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('data-error-status="404"');
    }
  });
});

describe("app pages (/app/*)", () => {
  it("show the backend's page for a name with a template, and 404 for any other", async () => {
    const found = await worker.fetch("/app/size-guide");
    expect(found.status).toBe(200);
    expect(await found.text()).toContain("size guide</h1>");
    const missing = await worker.fetch("/zh/app/unknown");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('data-error-status="404"');
  });
});
