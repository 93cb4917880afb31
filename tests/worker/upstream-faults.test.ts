/**
 * The upstream error model (docs/spec.md §8) on the built Worker, with the backend replaced by
 * a fake on loopback through API_ORIGIN: 404/403/500 render the error pages with their status,
 * a timeout and malformed or missing answers give the seed's messages, code 50 signs out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { startFakeUpstream, type FakeUpstream } from "../support/fake-upstream";

let fake: FakeUpstream;
let worker: TestWorker;

beforeAll(async () => {
  fake = await startFakeUpstream();
  worker = await startWorker({ apiOrigin: fake.url });
});

afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

describe("pages through API_ORIGIN", () => {
  it("renders the other backend's page HTML inside the shell", async () => {
    const response = await worker.fetch("/page/hello");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Fake body for /page/hello");
    expect(html).toContain("Fake head");
    expect(html).toContain("<title>Fake /page/hello</title>");
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1/page/hello"/>');
    expect(html).toContain("--color-primary:#123456");
  });

  it("answers 404 with the 404 page", async () => {
    const response = await worker.fetch("/zh/page/missing");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('lang="zh"');
    expect(html).toContain("页面不存在");
    expect(html).toContain("Fake head");
  });

  it("answers 403 with the 403 page", async () => {
    const response = await worker.fetch("/page/forbidden");
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Access denied");
  });

  it("answers 500 with the 500 page", async () => {
    const response = await worker.fetch("/page/broken");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Something went wrong");
  });

  it("treats malformed JSON as an unknown error, not a crash", async () => {
    const response = await worker.fetch("/page/malformed");
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Something went wrong");
  });

  it("signs out and goes to sign-in with the return path on code 50", async () => {
    const response = await worker.fetch("/page/expired?x=1", { headers: { cookie: "sid=old-token" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/signin?redirect=%2Fpage%2Fexpired%3Fx%3D1&session=ended");
    expect(response.headers.get("set-cookie")).toMatch(/sid=;.*Max-Age=0/);
    expect(fake.requests.some((line) => line.includes("/page/expired") && line.endsWith("auth=old-token"))).toBe(true);
  });

  it("gives up after 20 s with the timeout message", async () => {
    const started = Date.now();
    const response = await worker.fetch("/de/page/slow");
    const waited = Date.now() - started;
    expect(response.status).toBe(504);
    // The page is German, so the seed's timeout message is in German.
    expect(await response.text()).toContain("Zeitüberschreitung: Der Server hat nicht geantwortet.");
    expect(waited).toBeGreaterThanOrEqual(19_000);
  }, 40_000);

  it("draws the head from user/info and cart/count when the backend has no shopper/summary", async () => {
    const html = await (await worker.fetch("/", { headers: { cookie: "sid=tok-2" } })).text();
    // The fake's own page head replaces the shell's, so the root's data in the stream is read.
    expect(html).toContain('\\"name\\",\\"Fake customer\\"');
    expect(html).toContain('\\"cartCount\\",4,');
    expect(fake.requests).toContain("POST /api/web/shopper/summary auth=tok-2");
    expect(fake.requests).toContain("POST /api/web/user/info auth=tok-2");
  });

  it("proxies /api/web calls with the session cookie turned into x-auth", async () => {
    const response = await worker.fetch("/api/web/site/config", {
      method: "POST",
      headers: { cookie: "sid=tok-1" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(fake.requests.at(-1)).toBe("POST /api/web/site/config auth=tok-1");
  });
});

describe("when the backend is unreachable", () => {
  let down: TestWorker;
  beforeAll(async () => {
    down = await startWorker({ apiOrigin: "http://127.0.0.1:9" });
  });
  afterAll(() => down?.dispose());

  it("renders the 500 page with a minimal head instead of crashing", async () => {
    const response = await down.fetch("/");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain('role="search"');
  });
});

describe("cross-site writes", () => {
  it("are refused before they reach an action or the backend", async () => {
    const before = fake.requests.length;
    const response = await worker.fetch("/newsletter", {
      method: "POST",
      headers: { origin: "https://evil.test", "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.co",
    });
    expect(response.status).toBe(403);
    const api = await worker.fetch("/api/web/site/config", {
      method: "POST",
      headers: { origin: "https://evil.test" },
      body: "{}",
    });
    expect(api.status).toBe(403);
    expect(fake.requests.length).toBe(before);
  });
});

/** A form action (the newsletter form, JavaScript off) and a browser call through /api/web. */
const subscribe = (target: TestWorker) =>
  target.fetch("/newsletter", {
    method: "POST",
    headers: { origin: target.url, "content-type": "application/x-www-form-urlencoded" },
    body: "email=shopper%40example.com",
  });
const browserCall = (target: TestWorker) =>
  target.fetch("/api/web/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "shopper@example.com" }),
  });

describe("calls that fail behind a form or a browser call", () => {
  afterAll(() => {
    fake.callFault = "none";
  });

  it("a 500 shows the backend's message on the form's page, and passes through to the browser", async () => {
    fake.callFault = "500";
    const page = await subscribe(worker);
    // The form's own page answers (the action's 422), not the error page.
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain("boom");
    expect(html).toContain('name="email"'); // the form is still there to try again
    const answer = await browserCall(worker);
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({ code: 500, msg: "boom", data: null });
  });

  it("malformed JSON is the unknown error on the page, not a crash", async () => {
    fake.callFault = "malformed";
    const page = await subscribe(worker);
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain("An unknown error occurred.");
    expect(html).toContain('name="email"');
  });

  it("a hang past 20 s is the timeout message on the page and a 504 envelope to the browser", async () => {
    fake.callFault = "slow";
    const started = Date.now();
    const [page, answer] = await Promise.all([subscribe(worker), browserCall(worker)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(19_000);
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain("The request timed out and the server did not respond.");
    expect(html).toContain('name="email"');
    expect(answer.status).toBe(504);
    expect(await answer.json()).toEqual({
      code: 20_000,
      msg: "The request timed out and the server did not respond.",
      data: null,
    });
  }, 40_000);
});

describe("calls when the backend refuses connections", () => {
  let down: TestWorker;
  beforeAll(async () => {
    down = await startWorker({ apiOrigin: "http://127.0.0.1:9" });
  });
  afterAll(() => down?.dispose());

  it("the browser gets the unknown-error envelope", async () => {
    const answer = await browserCall(down);
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ code: 500, msg: "An unknown error occurred.", data: null });
  });
});
