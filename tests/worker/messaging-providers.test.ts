/**
 * The built Worker in production mode (docs/decisions/100). Without a provider, auth/sendCode is
 * refused with a clear message in the shopper's language and nothing is stored: no outbox row, no
 * code. With Resend and Twilio pointed at local fakes (RESEND_BASE_URL, TWILIO_BASE_URL), the
 * code reaches the fake provider through the jobs queue (docs/decisions/185) and signs the
 * shopper up and in. The request never waits on the provider: a slow one does not slow the answer,
 * a failing one is retried by the queue (with the same Resend idempotency key, so a lost answer
 * never mails twice), and one that keeps failing ends in dead_jobs for the operator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCTION_SECRETS, startWorker, type TestWorker } from "../support/worker";
import { mintedHumanCheck } from "../support/human-check";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { JOB_ATTEMPTS } from "../../functions/commerce/jobs/job";

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

/** What `find` answers once it answers anything, within `ms`: queued work arrives a moment later. */
async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`nothing arrived within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const mailTo = (to: string) => eventually(() => resend.delivered.findLast((mail) => mail.to === to));
const textTo = (to: string) => eventually(() => twilio.delivered.findLast((sms) => sms.to === to));

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
  it("mails the code through Resend by way of the queue; sign-up and sign-in by code work with it", async () => {
    const call = caller(configured);
    const email = `resend-${Date.now()}@example.com`;
    expect((await call("auth/sendCode", { ...(await passed()), account: email, scene: "signup" })).body.code).toBe(0);
    const sent = await mailTo(email);
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
    // The code proved the address: verified, and no "verify your email" link follows.
    expect(signedUp.body.data.user.emailVerified).toBe(true);
    const before = resend.delivered.length;
    expect((await call("auth/sendCode", { ...(await passed()), account: email, scene: "signin" })).body.code).toBe(0);
    await eventually(() => (resend.delivered.length > before ? true : undefined));
    const signedIn = await call("auth/signin", { account: email, code: codeIn((await mailTo(email)).text!) });
    expect(signedIn.body).toMatchObject({ code: 0, data: { user: { email } } });
  });

  it("texts the code through Twilio in E.164; sign-up works with it", async () => {
    const call = caller(configured);
    const mobile = `136${String(Date.now()).slice(-8)}`;
    expect(
      (await call("auth/sendCode", { ...(await passed()), account: mobile, countryCode: "+86", scene: "signup" })).body
        .code,
    ).toBe(0);
    const sent = await textTo(`+86${mobile}`);
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

  it("answers a code request without waiting on a slow provider; the mail follows through the queue", async () => {
    const call = caller(configured);
    const email = `slow-${Date.now()}@example.com`;
    resend.answerAfter(4_000);
    try {
      const started = Date.now();
      const answer = await call("auth/sendCode", { ...(await passed()), account: email, scene: "signup" });
      const answeredIn = Date.now() - started;
      expect(answer.body.code).toBe(0);
      // The provider alone takes 4 s; the answer came well before it could have.
      expect(answeredIn).toBeLessThan(2_500);
      expect(resend.delivered.some((mail) => mail.to === email)).toBe(false);
      expect(await storedCodes(configured, email)).toBe(1);
      expect((await mailTo(email)).subject).toMatch(/\d{6}/);
    } finally {
      resend.answerAfter(0);
    }
  });

  it("retries a lost answer with the same idempotency key, so the mail goes out once", async () => {
    const call = caller(configured);
    const email = `lost-${Date.now()}@example.com`;
    // Resend sends the mail but its answer is a 503: the job is tried again, with the same key.
    resend.failNext({ status: 503, retryAfter: "0", afterHandling: true });
    expect((await call("auth/sendCode", { ...(await passed()), account: email, scene: "signup" })).body.code).toBe(0);
    const tries = await eventually(() => {
      const sent = resend.requests.filter((request) => request.raw.includes(email));
      return sent.length >= 2 && sent.at(-1)!.status === 200 ? sent : undefined;
    });
    expect(new Set(tries.map((request) => request.headers["idempotency-key"])).size).toBe(1);
    expect(resend.delivered.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it("records a message its provider keeps refusing in dead_jobs, after every try", async () => {
    const call = caller(configured);
    const down = `down-${Date.now()}@example.com`;
    resend.failNext(...Array.from({ length: JOB_ATTEMPTS }, () => ({ status: 429, retryAfter: "0" })));
    const answer = await call(
      "auth/sendCode",
      { ...(await passed()), account: down, scene: "signup" },
      { "x-lang": "zh-HK" },
    );
    expect(answer.body.code).toBe(0);
    const db = await configured.mf.getD1Database("DB");
    const dead = await eventually(
      () =>
        db
          .prepare("SELECT kind, detail, error, attempts FROM dead_jobs WHERE detail LIKE ?")
          .bind(`%${down}%`)
          .first<{ kind: string; detail: string; error: string; attempts: number }>()
          .then((row) => row ?? undefined),
      30_000,
    );
    expect(dead).toMatchObject({ kind: "mail", attempts: JOB_ATTEMPTS });
    expect(dead.error).toMatch(/Resend answered 429: rate_limit_exceeded/);
    // The subject named the code: dead_jobs keeps it without.
    expect(JSON.parse(dead.detail)).toEqual({ to: down, subject: expect.not.stringMatching(/\d{4}/) });
    expect(resend.delivered.some((mail) => mail.to === down)).toBe(false);
    expect(await outboxed(configured, down)).toBe(0);
  });
});
