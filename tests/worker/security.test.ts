/**
 * The security sweep on the built Worker (issue #10, item 5), data-driven over the route table
 * (remix.config.ts) and the calls (functions/commerce/calls.ts), so routes and calls added later
 * are swept too: cross-origin writes refused, no open redirect from any auth route, no customer
 * sees or changes another's data, text shoppers typed is never markup, session cookie flags,
 * and rate limits that answer 429 with the shopper's message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../remix.config";
import { calls } from "../../functions/commerce/calls";
import { startWorker, type TestWorker } from "../support/worker";
import { demoSlugs, routePaths } from "../support/route-paths";
import {
  api,
  createCustomer,
  database,
  freshSession,
  PASSWORD,
  placeOrder,
  snapshot,
  type Customer,
} from "../support/shoppers";

let worker: TestWorker;
let slugs: Record<string, string>;
let alice: Customer;
let bob: Customer;
let aliceOrder: string;
/** In Alice's address and remark only: whatever shows it to Bob leaks her data. */
const SECRET = `alice-secret-${crypto.randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  worker = await startWorker();
  slugs = await demoSlugs(worker);
  alice = await createCustomer(worker, { firstName: "Alice" });
  bob = await createCustomer(worker, { firstName: "Bob" });
  aliceOrder = await placeOrder(worker, alice, { address: { address: `${SECRET} street` }, remark: SECRET });
});
afterAll(() => worker?.dispose());

/** A new client address per request: rate-limit counters live in the local D1 that test runs share. */
const freshIp = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;

const sameSite = (location: string | null) => location === null || new URL(location, worker.url).origin === worker.url;

describe("cross-origin writes", () => {
  const HOSTILE_ORIGINS = ["https://evil.test", "null", "http://127.0.0.1.evil.test", "http://localhost:1"];

  it("are refused on every route and every call, before anything changes", async () => {
    const before = await snapshot(worker);
    const targets = [
      ...routePaths(slugs, { "user/order/:slug": aliceOrder }).map(({ path }) => path),
      ...calls.map((c) => `/api/web/${c.path}`),
    ];
    for (const path of targets) {
      for (const origin of HOSTILE_ORIGINS) {
        const response = await worker.fetch(path, {
          method: "POST",
          headers: { origin, cookie: alice.cookie, "content-type": "application/x-www-form-urlencoded" },
          body: "intent=cancel&email=a%40b.co&quantity=1",
        });
        expect(response.status, `${origin} → ${path}`).toBe(403);
        await response.arrayBuffer();
      }
    }
    expect(await snapshot(worker)).toBe(before);
  });

  it("are let through from the site itself", async () => {
    const response = await worker.fetch("/api/web/site/config", {
      method: "POST",
      headers: { origin: worker.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
  });
});

describe("redirect targets", () => {
  const TARGETS = [
    "//evil.test",
    "https://evil.test/x",
    "/\\evil.test",
    "\\\\evil.test",
    "javascript:alert(1)",
    "/%2F%2Fevil.test",
    " //evil.test",
    "http:evil.test",
    "/\t/evil.test",
    "%2F%2Fevil.test",
    "///evil.test",
  ];
  const PARAMS = ["redirect", "redirectTo", "returnTo", "next"];
  const authRoutes = ROUTES.filter(([path]) => path.startsWith("auth/")).map(([path]) =>
    path.replace(":ticket", "no-such-ticket"),
  );

  it("never leave the site on any auth route, signed in or not", async () => {
    expect(authRoutes.length).toBeGreaterThan(5);
    for (const route of authRoutes) {
      for (const param of PARAMS) {
        // Every target through the parameter the screens read; two through names they might read one day.
        for (const target of param === "redirect" ? TARGETS : TARGETS.slice(0, 2)) {
          for (const cookie of ["", alice.cookie]) {
            const path = `/${route}?${param}=${encodeURIComponent(target)}`;
            const response = await worker.fetch(path, { headers: { cookie } });
            const location = response.headers.get("location");
            expect(sameSite(location), `${path} (${cookie ? "signed in" : "visitor"}) → ${location}`).toBe(true);
            const html = await response.text();
            // The sign-in forms carry the target on: it must already be a same-site path there.
            // (Language links keep the raw query; the screen they lead to checks it again.)
            for (const [, value] of html.matchAll(/name="redirect" value="([^"]*)"/g))
              expect(sameSite(value.replace(/&amp;/g, "&")), `${path}: ${value}`).toBe(true);
          }
        }
      }
    }
  });

  it("never leave the site after a successful sign-in", async () => {
    for (const target of TARGETS) {
      const response = await worker.fetch("/auth/signin", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: worker.url,
          "cf-connecting-ip": freshIp(),
        },
        body: new URLSearchParams({
          intent: "password",
          account: alice.email,
          password: PASSWORD,
          redirect: target,
        }).toString(),
      });
      expect(response.status, target).toBe(302);
      expect(sameSite(response.headers.get("location")), `${target} → ${response.headers.get("location")}`).toBe(true);
    }
  });
});

describe("another customer's data", () => {
  it("is neither shown nor changed on any user route, whatever id the path names", async () => {
    const before = await snapshot(worker);
    const statusBefore = await (
      await database(worker)
    )
      .prepare("SELECT status, pay_status FROM orders WHERE order_no = ?")
      .bind(aliceOrder)
      .first();
    const userRoutes = routePaths(slugs, { user: aliceOrder }).filter(
      ({ pattern }) => pattern.startsWith("user/") || pattern.startsWith("checkout/"),
    );
    for (const { pattern, path } of userRoutes) {
      for (const prefix of ["", "/zh"]) {
        const response = await worker.fetch(prefix + path, { headers: { cookie: bob.cookie } });
        const html = await response.text();
        expect([200, 302, 404], `${pattern}: ${response.status}`).toContain(response.status);
        expect(html, pattern).not.toContain(SECRET);
        if (pattern.includes(":slug")) {
          // Where Alice sees her own data under this id, Bob gets "not found", not an empty page.
          const own = await (await worker.fetch(prefix + path, { headers: { cookie: alice.cookie } })).text();
          if (own.includes(SECRET)) expect(response.status, pattern).toBe(404);
          if (pattern === "user/order/:slug") expect(own, "the sweep reaches Alice's order").toContain(SECRET);
        }
        for (const intent of ["cancel", "confirm", "pay", "delete", "remove"]) {
          const post = await worker.fetch(prefix + path, {
            method: "POST",
            headers: { cookie: bob.cookie, origin: worker.url, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              intent,
              orderNo: aliceOrder,
              id: "1",
              paymentMethodId: "card",
              cardNumber: "4242424242424242",
            }).toString(),
          });
          expect(post.status, `${intent} ${pattern}`).toBeLessThan(500);
          expect(await post.text()).not.toContain(SECRET);
        }
      }
    }
    expect(
      await (
        await database(worker)
      )
        .prepare("SELECT status, pay_status FROM orders WHERE order_no = ?")
        .bind(aliceOrder)
        .first(),
    ).toEqual(statusBefore);
    expect(await snapshot(worker)).toBe(before);
  });

  it("is never in any call's answer to another customer, whatever id the body names", async () => {
    const db = await database(worker);
    const aliceRows = () =>
      db
        .batch([
          db.prepare("SELECT status, pay_status, address, remark FROM orders WHERE user_id = ?").bind(alice.id),
          db.prepare("SELECT id, revoked_at FROM sessions WHERE user_id = ?").bind(alice.id),
          db
            .prepare("SELECT password_hash, first_name, last_name, nickname, email FROM users WHERE id = ?")
            .bind(alice.id),
        ])
        .then((results) => JSON.stringify(results.map((result) => result.results)));
    const before = await aliceRows();
    const ids = {
      orderNo: aliceOrder,
      slug: aliceOrder,
      id: alice.id,
      userId: alice.id,
      sessionId: "1",
      returnNo: aliceOrder,
      addressId: 1,
      email: alice.email,
      account: alice.email,
    };
    for (const call of calls.filter((c) => !c.admin)) {
      // Some calls end Bob's session (sign-out, revoke): each call gets a live one.
      bob = await freshSession(worker, bob);
      const answer = await api(worker, call.path, ids, bob.cookie);
      expect(answer.status, call.path).toBeLessThan(500);
      expect(JSON.stringify(answer.data), call.path).not.toContain(SECRET);
      expect(JSON.stringify(answer.data), call.path).not.toContain(alice.email);
    }
    expect(await aliceRows()).toBe(before);
  });
});

describe("text a shopper typed", () => {
  const PROBE = `"><img src=x onerror=alert(1)><script>alert(1)</script><svg onload=alert(1)>`;
  const RAW = /<img src=x onerror|<script>alert\(1\)|<svg onload/;

  it("is shown back as text, never as markup, on every page that shows it", async () => {
    const probed = await createCustomer(worker, { firstName: PROBE, lastName: PROBE, nickname: PROBE });
    const fields = ["province", "city", "area", "address", "apartment"];
    const names = { firstName: `"><img src=x onerror=alert(1)>`, lastName: "<script>alert(1)</script>" };
    const order = await placeOrder(worker, probed, {
      address: { ...Object.fromEntries(fields.map((field) => [field, `${field}${PROBE}`])), ...names },
      remark: PROBE,
    });
    const stored = await (
      await database(worker)
    )
      .prepare("SELECT address, remark FROM orders WHERE order_no = ?")
      .bind(order)
      .first<{ address: string; remark: string }>();
    expect(stored!.address).toContain("<img src=x onerror"); // stored as typed: escaping is the page's job
    const pages = [
      ...routePaths(slugs, { user: order })
        .filter(({ pattern }) => pattern.startsWith("user/"))
        .map(({ path }) => path),
      `/checkout/thankyou?orderNo=${order}`,
      "/",
    ];
    let shown = 0;
    for (const path of pages) {
      const response = await worker.fetch(path, { headers: { cookie: probed.cookie } });
      const html = await response.text();
      expect(html, path).not.toMatch(RAW);
      if (html.includes("&lt;img src=x onerror")) shown++;
    }
    expect(shown, "the probes are on the pages, escaped").toBeGreaterThan(1);
  });
});

describe("the session cookie", () => {
  const signIn = (target: TestWorker, ip: string, origin = target.url) =>
    target.fetch(`${origin}/auth/signin`, {
      method: "POST",
      // Miniflare sends its own Host; x-forwarded-host names the host Remix's origin check expects.
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "x-forwarded-host": new URL(origin).host,
        "cf-connecting-ip": ip,
      },
      body: new URLSearchParams({ intent: "password", account: alice.email, password: PASSWORD }).toString(),
    });

  it("is HttpOnly, SameSite=Lax and site-wide; Secure over HTTPS, in production too", async () => {
    const response = await signIn(worker, freshIp());
    expect(response.status).toBe(302);
    // The session cookie among the answer's cookies (the D1 bookmark's comes too: ADR 175).
    const sessionCookie = (answer: { headers: { getSetCookie(): string[] } }) =>
      answer.headers.getSetCookie().find((c) => c.startsWith("sid="));
    expect(sessionCookie(response)).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const production = await startWorker({ production: true });
    try {
      const secure = await signIn(production, freshIp(), "https://shop.example");
      expect(sessionCookie(secure)).toMatch(/^sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    } finally {
      await production.dispose();
    }
  });

  it("never reaches the page's script or its data", async () => {
    const html = await (await worker.fetch("/user/center", { headers: { cookie: alice.cookie } })).text();
    expect(html).toContain("Alice");
    expect(html).not.toContain(alice.token);
  });
});

describe("rate limits", () => {
  it("lock an account after repeated wrong passwords, with the shopper's message", async () => {
    const victim = await createCustomer(worker);
    const statuses: number[] = [];
    let html = "";
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await worker.fetch("/zh/auth/signin", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: worker.url,
          "cf-connecting-ip": freshIp(),
        },
        body: new URLSearchParams({ intent: "password", account: victim.email, password: "wrong password" }).toString(),
      });
      statuses.push(response.status);
      html = await response.text();
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect(html).toContain("尝试次数过多");
    // Locked means locked: the right password does not get in either until the lock ends.
    const right = await worker.fetch("/auth/signin", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: worker.url,
        "cf-connecting-ip": freshIp(),
      },
      body: new URLSearchParams({ intent: "password", account: victim.email, password: PASSWORD }).toString(),
    });
    expect(right.status).toBe(400);
    // No session: at most the D1 bookmark of the attempt's own writes (ADR 175).
    expect(right.headers.getSetCookie().filter((cookie) => !cookie.startsWith("d1b="))).toEqual([]);
  });

  it("answer 429 with Retry-After to one address that keeps trying", async () => {
    const headers = { "content-type": "application/json", "cf-connecting-ip": freshIp() };
    const attempt = (n: number) =>
      worker.fetch("/api/web/auth/signin", {
        method: "POST",
        headers,
        body: JSON.stringify({ account: `nobody${n}@example.com`, password: "whatever 1" }),
      });
    for (let n = 0; n < 30; n++) {
      const allowed = await attempt(n);
      expect(allowed.status).not.toBe(429);
      await allowed.arrayBuffer();
    }
    const refused = await attempt(30);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/^Too many attempts/);
  });
});
