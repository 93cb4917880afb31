/**
 * The HTTP mail and SMS providers (functions/commerce/mail/http-*.ts), switched on by their
 * secrets, against a fake provider on 127.0.0.1: what they are sent, with which key, and what
 * the shopper is answered when the provider fails (a clear code-41 message, no code stored,
 * the minute between codes not spent).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker, TEST_SESSION_SECRET } from "../support/worker";
import { startFakeMessaging } from "../support/fake-messaging";
import { mintedHumanCheck } from "../support/human-check";

let worker: TestWorker;
let provider: Awaited<ReturnType<typeof startFakeMessaging>>;
const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  provider = await startFakeMessaging();
  worker = await startWorker({
    bindings: {
      MAIL_API_URL: `${provider.url}/mail`, MAIL_API_KEY: "mail-secret-key", MAIL_FROM: "shop@shop.test",
      SMS_API_URL: `${provider.url}/sms`, SMS_API_KEY: "sms-secret-key", SMS_SENDER: "TestShop",
    },
  });
});
afterAll(async () => {
  await worker?.dispose();
  await provider?.close();
});

async function call(name: string, body: unknown) {
  const response = await worker.fetch(`/api/web/${name}`, { method: "POST", headers: { "content-type": "application/json", "cf-connecting-ip": ip }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
}

const storedCodes = async (account: string) =>
  (await (await worker.mf.getD1Database("DB")).prepare("SELECT count(*) AS n FROM verification_codes WHERE account = ?").bind(account).first<{ n: number }>())!.n;
const outboxed = async (to: string) =>
  (await (await worker.mf.getD1Database("DB")).prepare('SELECT count(*) AS n FROM outbox WHERE "to" = ?').bind(to).first<{ n: number }>())!.n;

describe("HTTP mail provider", () => {
  it("gets the code by POST with the bearer key, and sign-up works with it", async () => {
    const email = `provider-${Date.now()}@example.com`;
    expect((await call("auth/sendCode", { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: email, scene: "signup" })).body.code).toBe(0);
    const sent = provider.received.at(-1)!;
    expect(sent.path).toBe("/mail");
    expect(sent.headers.authorization).toBe("Bearer mail-secret-key");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(Object.keys(sent.body).sort()).toEqual(["from", "subject", "text", "to"]);
    expect(sent.body).toMatchObject({ from: "shop@shop.test", to: email });
    const code = /(\d{6})/.exec(sent.body.text)![1];
    expect(sent.body.subject).toContain(code);
    expect(await outboxed(email)).toBe(0);
    const signedUp = await call("auth/signup", { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: email, code, password: "provider pass 1", agree: true });
    expect(signedUp.body.code).toBe(0);
    // The verification link went through the provider too.
    expect(provider.received.at(-1)!.body.text).toMatch(/verify-email\?token=/);
  });

  it("a failing provider is a clear error: nothing stored, and asking again at once works", async () => {
    const email = `down-${Date.now()}@example.com`;
    provider.state.failWith = 503;
    const failed = await call("auth/sendCode", { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: email, scene: "signup" });
    provider.state.failWith = 0;
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ code: 41, msg: "We could not send the message just now. Please try again in a moment.", data: null });
    expect(await storedCodes(email)).toBe(0);
    expect(await outboxed(email)).toBe(0);
    expect((await call("auth/sendCode", { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: email, scene: "signup" })).body.code).toBe(0);
    expect(await storedCodes(email)).toBe(1);
  });

  it("answers in the shopper's language", async () => {
    provider.state.failWith = 500;
    const response = await worker.fetch("/api/web/auth/sendCode", {
      method: "POST", headers: { "content-type": "application/json", "cf-connecting-ip": ip, "x-lang": "zh-HK" }, body: JSON.stringify({ ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: `hk-${Date.now()}@example.com`, scene: "signup" }),
    });
    provider.state.failWith = 0;
    expect(((await response.json()) as { msg: string }).msg).toBe("暫時無法發送訊息，請稍後再試。");
  });
});

describe("HTTP SMS provider", () => {
  it("gets the code in E.164 by POST with its own key", async () => {
    const mobile = `136${String(Date.now()).slice(-8)}`;
    expect((await call("auth/sendCode", { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: mobile, countryCode: "+86", scene: "signup" })).body.code).toBe(0);
    const sent = provider.received.at(-1)!;
    expect(sent.path).toBe("/sms");
    expect(sent.headers.authorization).toBe("Bearer sms-secret-key");
    expect(Object.keys(sent.body).sort()).toEqual(["from", "text", "to"]);
    expect(sent.body).toMatchObject({ from: "TestShop", to: `+86${mobile}` });
    expect(sent.body.text).toMatch(/\d{6}/);
  });

  it("a failing provider leaves no code behind", async () => {
    const mobile = `135${String(Date.now()).slice(-8)}`;
    provider.state.failWith = 500;
    const failed = await call("auth/sendCode", { ...(await mintedHumanCheck(TEST_SESSION_SECRET)), account: mobile, countryCode: "+86", scene: "signup" });
    provider.state.failWith = 0;
    expect(failed.body.code).toBe(41);
    expect(failed.status).toBe(503);
    expect(await storedCodes(`+86 ${mobile}`)).toBe(0);
  });
});
