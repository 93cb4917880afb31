/**
 * The session cookie and the ways in, on the built Worker: sid is HttpOnly and SameSite=Lax,
 * Secure whenever the request came over HTTPS (in any environment), cleared on sign-out; after sign-in only same-site
 * paths are followed; WeChat sign-in shows only when configured and needs the browser's state
 * cookie; /dev/outbox exists outside production only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, TEST_SESSION_SECRET } from "../support/worker";
import { startFakeWechat } from "../support/fake-wechat-server";
import { FAKE_WECHAT } from "../support/fake-wechat";
import { mintedHumanCheck } from "../support/human-check";

let dev: TestWorker;
let production: TestWorker;
let wechat: Awaited<ReturnType<typeof startFakeWechat>>;
const ip = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  wechat = await startFakeWechat();
  dev = await startWorker({
    bindings: {
      WECHAT_APP_ID: FAKE_WECHAT.appId,
      WECHAT_APP_SECRET: FAKE_WECHAT.appSecret,
      WECHAT_BASE_URL: wechat.url,
    },
  });
  production = await startWorker({ production: true });
});
afterAll(async () => {
  await dev?.dispose();
  await production?.dispose();
  await wechat?.close();
});

/** A new account through the public calls, its code read from the outbox. */
async function newAccount(worker: TestWorker): Promise<{ email: string; password: string }> {
  const email = `cookie-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const post = (name: string, body: unknown) =>
    worker.fetch(`/api/web/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify(body),
    });
  await post("auth/sendCode", { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: email, scene: "signup" });
  const row = await (
    await worker.mf.getD1Database("DB")
  )
    .prepare('SELECT code FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ code: string }>();
  const answer = (await (
    await post("auth/signup", {
      ...(await mintedHumanCheck(TEST_SESSION_SECRET)),
      account: email,
      code: row!.code,
      password: "cookie pass 1",
      agree: true,
    })
  ).json()) as { code: number };
  expect(answer.code).toBe(0);
  return { email, password: "cookie pass 1" };
}

/** The sign-in form posted as a browser without JavaScript would (`origin` "https://…" for HTTPS). */
function signInForm(
  worker: TestWorker,
  account: { email: string; password: string },
  redirect: string,
  origin = worker.url,
) {
  const form = new URLSearchParams({
    intent: "password",
    account: account.email,
    password: account.password,
    redirect,
  });
  return worker.fetch(`${origin}/auth/signin`, {
    method: "POST",
    // Miniflare sends its own Host; x-forwarded-host names the host Remix's origin check expects.
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "x-forwarded-host": new URL(origin).host,
      "cf-connecting-ip": ip,
    },
    body: form.toString(),
  });
}

type Answer = { headers: { getSetCookie(): string[] } };
const setCookies = (response: Answer) => response.headers.getSetCookie();
const sidOf = (response: Answer) => setCookies(response).find((cookie) => cookie.startsWith("sid="));

describe("the sid cookie", () => {
  it("is HttpOnly, SameSite=Lax and not Secure outside production; sign-out clears it and ends the session", async () => {
    const account = await newAccount(dev);
    const response = await signInForm(dev, account, "/cart");
    const sid = sidOf(response)!;
    expect(sid).toMatch(/^sid=[\w%-]{20,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const token = sid.slice(4, sid.indexOf(";"));
    const out = await dev.fetch("/auth/signout", {
      method: "POST",
      headers: { cookie: `sid=${token}`, origin: dev.url },
    });
    expect(out.status).toBe(302);
    expect(sidOf(out)).toBe("sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    const after = (await (
      await dev.fetch("/api/web/user/info", {
        method: "POST",
        headers: { cookie: `sid=${token}`, "content-type": "application/json" },
        body: "{}",
      })
    ).json()) as { code: number };
    expect(after.code).toBe(51);
  });

  it("is Secure over HTTPS in production and in development alike, also when cleared", async () => {
    const account = await newAccount(dev);
    const https = "https://shop.example";
    for (const worker of [production, dev]) {
      const signedIn = await signInForm(worker, account, "/", https);
      const sid = sidOf(signedIn)!;
      expect(sid).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure$/);
      expect(setCookies(signedIn).every((cookie) => /; Secure$/.test(cookie))).toBe(true);
      expect(signedIn.headers.get("strict-transport-security")).toBe("max-age=31536000");
      const out = await worker.fetch(`${https}/auth/signout`, {
        method: "POST",
        headers: { cookie: sid.split(";")[0], origin: https, "x-forwarded-host": "shop.example" },
      });
      expect(sidOf(out)).toBe("sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure");
    }
  });

  it("signing in through /api/web keeps the token out of the body and in the cookie", async () => {
    const account = await newAccount(dev);
    const response = await dev.fetch("/api/web/auth/signin", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip },
      body: JSON.stringify({ account: account.email, password: account.password }),
    });
    const body = (await response.json()) as { code: number; data: Record<string, unknown> };
    expect(body.code).toBe(0);
    expect(body.data).not.toHaveProperty("token");
    expect(sidOf(response)).toMatch(/HttpOnly; SameSite=Lax/);
  });
});

describe("after sign-in", () => {
  it("follows same-site paths only", async () => {
    const account = await newAccount(dev);
    const cases: [string, string][] = [
      ["/cart", "/cart"],
      ["/zh/product/x?y=1", "/zh/product/x?y=1"],
      ["//evil.com", "/user/center"],
      ["https://evil.com", "/user/center"],
      ["/\\evil.com", "/user/center"],
      ["/\\/evil.com", "/user/center"],
      ["javascript:alert(1)", "/user/center"],
      ["/auth/signin", "/user/center"],
    ];
    for (const [target, expected] of cases) {
      const response = await signInForm(dev, account, target);
      const location = response.headers.get("location");
      expect(location, target).toBe(expected);
    }
  });
});

describe("WeChat sign-in", () => {
  it("is offered only when configured", async () => {
    expect(await (await dev.fetch("/auth/signin")).text()).toContain("data-wechat-signin");
    expect(await (await production.fetch("/auth/signin")).text()).not.toContain("data-wechat-signin");
    const off = await production.fetch("/auth/wechat");
    expect(off.headers.get("location")).toBe("/auth/signin?error=wechat&redirect=%2Fuser%2Fcenter");
  });

  it("binds the state to the browser: a callback without the cookie, or with another state, signs nobody in", async () => {
    const start = await dev.fetch("/zh/auth/wechat?redirect=%2Fcart");
    const qrPage = new URL(start.headers.get("location")!);
    expect(qrPage.origin).toBe(wechat.url);
    const state = qrPage.searchParams.get("state")!;
    expect(qrPage.searchParams.get("redirect_uri")).toBe(`${dev.url}/zh/auth/wechat/callback`);
    const stateCookie = setCookies(start).find((cookie) => cookie.startsWith("wx_state="))!;
    expect(stateCookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
    const cookie = stateCookie.split(";")[0];
    const callback = (query: string, headers: Record<string, string> = {}) =>
      dev.fetch(`/zh/auth/wechat/callback?${query}`, { headers: { "cf-connecting-ip": ip, ...headers } });

    const planted = await callback(`code=${wechat.fake.issueCode("victim")}&state=${state}`);
    expect(planted.headers.get("location")).toMatch(/^\/zh\/auth\/signin\?error=wechat/);
    expect(sidOf(planted)).toBeUndefined();
    const forged = await callback(
      `code=${wechat.fake.issueCode("victim")}&state=${state.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      { cookie },
    );
    expect(sidOf(forged)).toBeUndefined();

    const openid = `worker-${Date.now()}`;
    const done = await callback(`code=${wechat.fake.issueCode(openid)}&state=${state}`, { cookie });
    expect(done.headers.get("location")).toBe("/zh/auth/bind?redirect=%2Fcart");
    expect(sidOf(done)).toMatch(/HttpOnly; SameSite=Lax/);
    expect(setCookies(done)).toContain("wx_state=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });
});

describe("/dev/outbox", () => {
  it("shows the latest codes outside production and does not exist in production", async () => {
    const page = await dev.fetch("/dev/outbox");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toMatch(/data-outbox-code[^>]*>\d{6}</);
    expect((await production.fetch("/dev/outbox")).status).toBe(404);
  });
});
