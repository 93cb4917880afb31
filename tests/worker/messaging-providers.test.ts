/**
 * The built Worker in production mode (docs/decisions/100). Without a provider, auth/sendCode is
 * refused with a clear message in the shopper's language and nothing is stored: no outbox row, no
 * code. With Resend and Twilio pointed at local fakes (RESEND_BASE_URL, TWILIO_BASE_URL), the
 * code reaches the fake provider and signs the shopper up and in; a provider that keeps failing
 * is a clear code-41 answer with nothing stored, and asking again at once works.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_SECRETS, startWorker, type TestWorker } from "../support/worker";
import { mintedHumanCheck } from "../support/human-check";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";

const RESEND_KEY = "re_worker_test_key";
const TWILIO = { accountSid: `AC${"c3".repeat(16)}`, authToken: "worker-test-twilio-token" };
const ip = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

let bare: TestWorker;
let configured: TestWorker;
let resend: FakeResend;
let twilio: FakeTwilio;

/** A passed slide check (ADR 105), signed with the production Workers' secret. */
const passed = () => mintedHumanCheck(PRODUCTION_SECRETS.SESSION_SECRET);

beforeAll(async () => {
  resend = await startFakeResend({ apiKey: RESEND_KEY, verifiedDomain: "shop.test" });
  twilio = await startFakeTwilio(TWILIO);
  bare = await startWorker({ production: true });
  configured = await startWorker({
    production: true,
    bindings: {
      RESEND_API_KEY: RESEND_KEY,
      MAIL_FROM: "Shop <codes@shop.test>",
      RESEND_BASE_URL: resend.url,
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: "+15005550006",
      TWILIO_BASE_URL: twilio.url,
    },
  });
});
afterAll(async () => {
  await bare?.dispose();
  await configured?.dispose();
  await resend?.close();
  await twilio?.close();
});

function caller(worker: TestWorker, address = ip()) {
  return async (name: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await worker.fetch(`/api/web/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": address, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
  };
}

const count = async (worker: TestWorker, sql: string, value: string) =>
  (await (await worker.mf.getD1Database("DB")).prepare(sql).bind(value).first<{ n: number }>())!.n;
const storedCodes = (worker: TestWorker, account: string) =>
  count(worker, "SELECT count(*) AS n FROM verification_codes WHERE account = ?", account);
const outboxed = (worker: TestWorker, to: string) =>
  count(worker, 'SELECT count(*) AS n FROM outbox WHERE "to" = ?', to);
const codeIn = (text: string) => /(\d{6})/.exec(text)![1];

describe("production without a provider", () => {
  it("refuses auth/sendCode clearly and stores nothing", async () => {
    const call = caller(bare);
    const email = `nowhere-${Date.now()}@example.com`;
    const refused = await call("auth/sendCode", { ...(await passed()), account: email, scene: "signup" });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ code: 41, msg: "This shop cannot send email yet. Please contact us.", data: null });
    expect(await outboxed(bare, email)).toBe(0);
    expect(await storedCodes(bare, email)).toBe(0);
    const mobile = `137${String(Date.now()).slice(-8)}`;
    const sms = await call(
      "auth/sendCode",
      { ...(await passed()), account: mobile, countryCode: "+86", scene: "signin" },
      { "x-lang": "ja" },
    );
    expect(sms.body).toMatchObject({ code: 41, msg: "このショップはまだSMSを送信できません。お問い合わせください。" });
    expect(await storedCodes(bare, `+86 ${mobile}`)).toBe(0);
  });
});

/** A storefront form posted as a browser without JavaScript would; answers the page's HTML. */
async function postForm(worker: TestWorker, path: string, fields: Record<string, string>) {
  const { humanCheck } = await passed();
  fields = { ...fields, humanChallenge: humanCheck.challenge, slide: String(humanCheck.slide) };
  const response = await worker.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: worker.url, "cf-connecting-ip": ip() },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

const alertIn = (html: string) => /<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe("the storefront's account screens in production without a provider", () => {
  it("show the backend's refusal in the shopper's language, and nothing is stored", async () => {
    const email = `screen-${Date.now()}@example.com`;
    const signin = await postForm(bare, "/de/auth/signin", { intent: "send-code", account: email });
    expect(signin.status).toBe(400);
    expect(alertIn(signin.html)).toBe("Dieser Shop kann noch keine E-Mails senden. Bitte kontaktieren Sie uns.");
    const signup = await postForm(bare, "/zh-HK/auth/signup", {
      intent: "send-code",
      by: "mobile",
      account: "13912345678",
      countryCode: "+86",
    });
    expect(alertIn(signup.html)).toBe("本店暫時無法發送短訊，請聯絡我們。");
    const forget = await postForm(bare, "/fr/auth/forget", { account: email });
    expect(alertIn(forget.html)).toBe("Cette boutique ne peut pas encore envoyer d’e-mails. Veuillez nous contacter.");
    expect(await storedCodes(bare, email)).toBe(0);
    expect(await outboxed(bare, email)).toBe(0);
  });
});

describe("production with Resend and Twilio", () => {
  it("mails the code through Resend; sign-up and sign-in by code work with it", async () => {
    const call = caller(configured);
    const email = `resend-${Date.now()}@example.com`;
    expect((await call("auth/sendCode", { ...(await passed()), account: email, scene: "signup" })).body.code).toBe(0);
    const sent = resend.delivered.at(-1)!;
    expect(sent).toMatchObject({ from: "Shop <codes@shop.test>", to: email });
    const code = codeIn(sent.text!);
    expect(sent.subject).toContain(code);
    expect(await outboxed(configured, email)).toBe(0);
    const signedUp = await call("auth/signup", {
      ...(await passed()),
      account: email,
      code,
      password: "provider pass 1",
      agree: true,
    });
    expect(signedUp.body.code).toBe(0);
    expect(resend.delivered.at(-1)!.text).toMatch(/verify-email\?token=/);
    expect((await call("auth/sendCode", { ...(await passed()), account: email, scene: "signin" })).body.code).toBe(0);
    const signedIn = await call("auth/signin", { account: email, code: codeIn(resend.delivered.at(-1)!.text!) });
    expect(signedIn.body).toMatchObject({ code: 0, data: { user: { email } } });
  });

  it("texts the code through Twilio in E.164; sign-up works with it", async () => {
    const call = caller(configured);
    const mobile = `136${String(Date.now()).slice(-8)}`;
    expect(
      (await call("auth/sendCode", { ...(await passed()), account: mobile, countryCode: "+86", scene: "signup" })).body
        .code,
    ).toBe(0);
    const sent = twilio.delivered.at(-1)!;
    expect(sent).toMatchObject({ to: `+86${mobile}`, from: "+15005550006" });
    const signedUp = await call("auth/signup", {
      ...(await passed()),
      account: mobile,
      countryCode: "+86",
      code: codeIn(sent.body),
      password: "provider pass 2",
      agree: true,
    });
    expect(signedUp.body.code).toBe(0);
  });

  it("rides out one 503, and a provider that keeps failing is code 41 with nothing stored", async () => {
    const call = caller(configured);
    const email = `flaky-${Date.now()}@example.com`;
    resend.failNext({ status: 503 });
    expect((await call("auth/sendCode", { ...(await passed()), account: email, scene: "signup" })).body.code).toBe(0);
    expect(resend.delivered.at(-1)!.to).toBe(email);
    const down = `down-${Date.now()}@example.com`;
    resend.failNext({ status: 500 }, { status: 500 }, { status: 500 });
    const failed = await call(
      "auth/sendCode",
      { ...(await passed()), account: down, scene: "signup" },
      { "x-lang": "zh-HK" },
    );
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ code: 41, msg: "暫時無法發送訊息，請稍後再試。", data: null });
    expect(await storedCodes(configured, down)).toBe(0);
    expect(await outboxed(configured, down)).toBe(0);
    expect((await call("auth/sendCode", { ...(await passed()), account: down, scene: "signup" })).body.code).toBe(0);
    expect(await storedCodes(configured, down)).toBe(1);
  });
});
