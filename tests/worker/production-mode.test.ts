/**
 * The built Worker as a deploy runs it by following the README: no ENVIRONMENT at all (production
 * is the default), production-strength secrets, no mail or SMS provider. Proves that every
 * development feature is off and that the Worker fails closed without its secrets.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { api, createCustomer, placeOrder } from "../support/shoppers";

let production: TestWorker;

beforeAll(async () => {
  production = await startWorker({ production: true });
});
afterAll(async () => {
  await production?.dispose();
});

describe("production is the default", () => {
  it("has no /dev pages, under any language prefix", async () => {
    for (const path of ["/dev/outbox", "/zh-HK/dev/outbox", "/dev/outbox?to=a@example.com"]) {
      const response = await production.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("data-outbox");
    }
  });

  it("sends no cost or debug headers", async () => {
    for (const path of ["/", "/cart", "/api/web/site/config", "/api/web/cart/count"]) {
      const response = await production.fetch(
        path,
        path.startsWith("/api/")
          ? { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }
          : undefined,
      );
      expect(response.status, path).toBe(200);
      for (const header of [
        "x-upstream-calls",
        "x-route-requests",
        "x-d1-round-trips",
        "x-d1-statements",
        "x-d1-sql-ms",
        "x-d1-wait-ms",
        "x-do-calls",
        "x-page-cache",
        "x-nonce-at",
        "x-cart-store",
      ]) {
        expect(response.headers.has(header), `${path} ${header}`).toBe(false);
      }
    }
  });

  it("refuses the test card gateway: not offered at checkout, refused when paying", async () => {
    const customer = await createCustomer(production);
    const orderNo = await placeOrder(production, customer);
    const order = await api(production, "order/detail", { orderNo }, customer.cookie);
    expect(order.code).toBe(0);
    const paid = await api(
      production,
      "order/pay",
      { orderNo, paymentMethodId: "card", cardNumber: "4242424242424242" },
      customer.cookie,
    );
    expect(paid.code).not.toBe(0);
    expect((await api(production, "order/detail", { orderNo }, customer.cookie)).data.payStatus).toBe("unpaid");
    const config = await api<{ paymentMethods: { id: string }[] }>(production, "site/config");
    expect(config.data.paymentMethods.map((method) => method.id)).not.toContain("card");
  });
});

describe("HTTPS", () => {
  it("sends plain HTTP on a real host to HTTPS, before anything runs", async () => {
    const response = await production.fetch("http://shop.example/cart?x=1");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://shop.example/cart?x=1");
  });

  it("answers HTTPS with HSTS and Secure cookies", async () => {
    const response = await production.fetch("https://shop.example/zh-HK/cart", { headers: { cookie: "lng=zh-HK" } });
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
    for (const cookie of response.headers.getSetCookie()) expect(cookie).toMatch(/; Secure/);
  });
});

describe("the proxy to the backend", () => {
  let seen: IncomingHttpHeaders[] = [];
  let backend: ReturnType<typeof createServer>;
  let behindProxy: TestWorker;

  beforeAll(async () => {
    backend = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: 0, msg: "ok", data: {} }));
    });
    await new Promise<void>((resolve) => backend.listen(0, "127.0.0.1", resolve));
    const { port } = backend.address() as AddressInfo;
    behindProxy = await startWorker({ production: true, apiOrigin: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await behindProxy?.dispose();
    await new Promise((resolve) => backend?.close(resolve));
  });

  const hostile = {
    "content-type": "application/json",
    cookie: "sid=session-token; cart=cart-id; other=secret",
    "x-auth": "forged-token",
    "x-real-ip": "10.9.9.9",
    "x-forwarded-for": "10.8.8.8",
    authorization: "Bearer guessed-admin-token",
    "cf-connecting-ip": "203.0.113.7",
    "x-client-ip": "10.7.7.7",
  };

  it("forwards the session from the cookie, the address from cf-connecting-ip, and nothing the client made up", async () => {
    seen = [];
    await behindProxy.fetch("/api/web/user/info", { method: "POST", headers: hostile, body: "{}" });
    const headers = seen.at(-1)!;
    expect(headers["x-auth"]).toBe("session-token");
    expect(headers["x-cart"]).toBe("cart-id");
    // Cloudflare replaces cf-connecting-ip on subrequests; the Worker names the shopper's address.
    expect(headers["x-client-ip"]).toBe("203.0.113.7");
    for (const dropped of ["cookie", "x-real-ip", "x-forwarded-for", "authorization"])
      expect(headers[dropped], dropped).toBeUndefined();
  });

  it("passes authorization to operator calls only", async () => {
    seen = [];
    await behindProxy.fetch("/api/web/admin/order/ship", { method: "POST", headers: hostile, body: "{}" });
    expect(seen.at(-1)!.authorization).toBe("Bearer guessed-admin-token");
  });
});

describe("missing or weak secrets stop the Worker", () => {
  const cases: { bindings: Record<string, string>; secret: string; text: string }[] = [
    { bindings: { SESSION_SECRET: "" }, secret: "SESSION_SECRET", text: "is not set" },
    { bindings: { ADMIN_TOKEN: "" }, secret: "ADMIN_TOKEN", text: "is not set" },
    { bindings: { SESSION_SECRET: "dev-session-secret-change-me" }, secret: "SESSION_SECRET", text: "is too short" },
    { bindings: { ADMIN_TOKEN: "short" }, secret: "ADMIN_TOKEN", text: "is too short" },
  ];
  for (const { bindings, secret, text } of cases) {
    it(`answers the operator error page when ${secret} ${text === "is not set" ? "is missing" : "is weak"}`, async () => {
      const worker = await startWorker({ production: true, bindings });
      try {
        const page = await worker.fetch("/");
        expect(page.status).toBe(503);
        expect(page.headers.get("cache-control")).toBe("no-store");
        const html = await page.text();
        expect(html).toContain("This shop is not open yet");
        expect(html).toContain(`${secret} ${text}`);
        expect(html).toContain(`npx wrangler secret put ${secret}`);
        const call = await worker.fetch("/api/web/site/config", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        expect(call.status).toBe(503);
        expect(((await call.json()) as { code: number }).code).toBe(500);
        const chinese = await (await worker.fetch("/zh-HK/")).text();
        expect(chinese).toContain("本店尚未開業");
      } finally {
        await worker.dispose();
      }
    });
  }

  it("lets development run with the local example secrets", async () => {
    const worker = await startWorker({
      bindings: {
        ENVIRONMENT: "development",
        SESSION_SECRET: "dev-session-secret-change-me",
        ADMIN_TOKEN: "dev-admin-token",
      },
    });
    try {
      expect((await worker.fetch("/")).status).toBe(200);
    } finally {
      await worker.dispose();
    }
  });
});
