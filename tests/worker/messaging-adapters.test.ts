/**
 * The Resend and Twilio adapters (functions/commerce/mail/resend.ts, twilio.ts) against local
 * fakes that check requests and answer as each provider documents: the request's shape, retries
 * on 429 (after Retry-After) and 5xx until success, no retry on another 4xx, giving up after the
 * attempts or the deadline with a DeliveryError that never carries a credential, and a retry
 * after a lost answer that does not mail twice (Resend's Idempotency-Key).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resendTransport } from "../../functions/commerce/mail/resend";
import { twilioTransport } from "../../functions/commerce/mail/twilio";
import { retryAfterMs, type RetryPolicy } from "../../functions/commerce/mail/retry";
import { DeliveryError, type Message } from "../../functions/commerce/mail/transport";
import { startFakeResend, type FakeResend } from "../support/fake-resend";
import { startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";

const FAST: RetryPolicy = {
  attempts: 3,
  deadlineMs: 5_000,
  attemptTimeoutMs: 2_000,
  baseDelayMs: 10,
  maxDelayMs: 1_500,
};
const RESEND_KEY = "re_test_0123456789";
const TWILIO = { accountSid: `AC${"a1".repeat(16)}`, authToken: "twilio-auth-token-secret" };
const mail: Message = {
  channel: "mail",
  to: "shopper@example.com",
  subject: "Your code 123456",
  text: "Your code is 123456.",
  code: "123456",
};
const sms: Message = {
  channel: "sms",
  to: "+86 13800138000",
  subject: "",
  text: "Shop: your code is 654321",
  code: "654321",
};

let resend: FakeResend;
let twilio: FakeTwilio;
beforeAll(async () => {
  resend = await startFakeResend({ apiKey: RESEND_KEY, verifiedDomain: "shop.test" });
  twilio = await startFakeTwilio(TWILIO);
});
afterAll(async () => {
  await resend?.close();
  await twilio?.close();
});
beforeEach(() => {
  resend.reset();
  twilio.reset();
});

const mailer = (overrides: Partial<{ apiKey: string; from: string }> = {}, policy = FAST) =>
  resendTransport(
    { apiKey: RESEND_KEY, from: "Shop <shop@shop.test>", baseUrl: resend.url, ...overrides },
    fetch,
    policy,
  );
const texter = (
  overrides: Partial<{ authToken: string; from: string; messagingServiceSid: string }> = {},
  policy = FAST,
) => twilioTransport({ ...TWILIO, from: "+15005550006", baseUrl: twilio.url, ...overrides }, fetch, policy);

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe("Resend", () => {
  it("posts the documented request and the message is accepted", async () => {
    await mailer().send(mail);
    expect(resend.requests).toHaveLength(1);
    const [request] = resend.requests;
    expect(request).toMatchObject({ method: "POST", path: "/emails", status: 200 });
    expect(request.headers.authorization).toBe(`Bearer ${RESEND_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["idempotency-key"]).toMatch(/^shop-mail\/[0-9a-f-]{36}$/);
    expect(JSON.parse(request.raw)).toEqual({
      from: "Shop <shop@shop.test>",
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    expect(resend.delivered.map((email) => email.to)).toEqual([mail.to]);
  });

  it("waits out a 429's Retry-After, then sends with the same idempotency key", async () => {
    resend.failNext({ status: 429, retryAfter: "1" });
    await mailer().send(mail);
    expect(resend.requests.map((r) => r.status)).toEqual([429, 200]);
    expect(resend.requests[1].at - resend.requests[0].at).toBeGreaterThanOrEqual(950);
    expect(resend.requests[1].headers["idempotency-key"]).toBe(resend.requests[0].headers["idempotency-key"]);
    expect(resend.delivered).toHaveLength(1);
  });

  it("tries again after 500 and 503 and succeeds on the third request", async () => {
    resend.failNext({ status: 500 }, { status: 503 });
    await mailer().send(mail);
    expect(resend.requests.map((r) => r.status)).toEqual([500, 503, 200]);
    expect(resend.delivered).toHaveLength(1);
  });

  it("does not mail twice when the answer to a sent message was lost", async () => {
    resend.failNext({ status: 500, afterHandling: true });
    await mailer().send(mail);
    expect(resend.requests.map((r) => r.status)).toEqual([500, 200]);
    expect(resend.delivered).toHaveLength(1);
  });

  it("gives up after the attempts with a DeliveryError naming Resend's error", async () => {
    resend.failNext({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    const error = await failure(mailer().send(mail));
    expect(error.message).toContain("Resend answered 500: application_error");
    expect(resend.requests).toHaveLength(3);
    expect(resend.delivered).toHaveLength(0);
  });

  it("never retries a refused key, and never repeats the key in the error", async () => {
    const error = await failure(mailer({ apiKey: "re_wrong_key" }).send(mail));
    expect(resend.requests.map((r) => r.status)).toEqual([403]);
    expect(error.message).toContain("invalid_api_key");
    expect(error.message).not.toContain("re_wrong_key");
  });

  it("never retries a sender off the verified domain (403) or a missing field (422)", async () => {
    expect((await failure(mailer({ from: "shop@elsewhere.test" }).send(mail))).message).toContain(
      "403: validation_error",
    );
    expect((await failure(mailer().send({ ...mail, subject: "" }))).message).toContain("422: missing_required_field");
    expect(resend.requests.map((r) => r.status)).toEqual([403, 422]);
  });

  it("gives up at once when Retry-After is longer than a request may wait, or ends past the deadline", async () => {
    resend.failNext({ status: 429, retryAfter: "30" });
    expect((await failure(mailer().send(mail))).message).toContain("Retry-After 30 s");
    resend.failNext({ status: 503, retryAfter: "1" });
    const started = Date.now();
    await failure(mailer({}, { ...FAST, deadlineMs: 500 }).send(mail));
    expect(Date.now() - started).toBeLessThan(500);
    expect(resend.requests).toHaveLength(2);
  });

  it("counts an unreachable provider as a failed delivery", async () => {
    const closed = resendTransport(
      { apiKey: RESEND_KEY, from: "shop@shop.test", baseUrl: "http://127.0.0.1:9" },
      fetch,
      FAST,
    );
    expect((await failure(closed.send(mail))).message).toContain("Resend unreachable");
  });
});

describe("Twilio", () => {
  it("posts the documented form with HTTP Basic, the number in E.164", async () => {
    await texter().send(sms);
    const [request] = twilio.requests;
    expect(request).toMatchObject({
      method: "POST",
      path: `/2010-04-01/Accounts/${TWILIO.accountSid}/Messages.json`,
      status: 201,
    });
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString("base64")}`,
    );
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request.raw))).toEqual({
      To: "+8613800138000",
      Body: sms.text,
      From: "+15005550006",
    });
    expect(twilio.delivered).toHaveLength(1);
  });

  it("sends through a Messaging Service instead of From when one is set", async () => {
    await texter({ messagingServiceSid: `MG${"b2".repeat(16)}` }).send(sms);
    const form = new URLSearchParams(twilio.requests[0].raw);
    expect(form.get("MessagingServiceSid")).toBe(`MG${"b2".repeat(16)}`);
    expect(form.has("From")).toBe(false);
  });

  it("waits out a 429 (code 20429) and a 503, then sends", async () => {
    twilio.failNext({ status: 429, retryAfter: "1" }, { status: 503 });
    await texter().send(sms);
    expect(twilio.requests.map((r) => r.status)).toEqual([429, 503, 201]);
    expect(twilio.requests[1].at - twilio.requests[0].at).toBeGreaterThanOrEqual(950);
    expect(twilio.delivered).toHaveLength(1);
  });

  it("gives up after the attempts", async () => {
    twilio.failNext({ status: 500 }, { status: 503 }, { status: 500 }, { status: 500 });
    expect((await failure(texter().send(sms))).message).toContain("Twilio answered 500: 20500");
    expect(twilio.requests).toHaveLength(3);
    expect(twilio.delivered).toHaveLength(0);
  });

  it("never retries wrong credentials (401, 20003) and never repeats the token", async () => {
    const error = await failure(texter({ authToken: "not-the-token" }).send(sms));
    expect(twilio.requests.map((r) => r.status)).toEqual([401]);
    expect(error.message).toContain("20003 Authenticate");
    expect(error.message).not.toContain("not-the-token");
  });

  it("never retries a refused number (400, 21211) or a missing sender (400, 21603)", async () => {
    expect((await failure(texter().send({ ...sms, to: "12345" }))).message).toContain("400: 21211");
    expect(
      (await failure(twilioTransport({ ...TWILIO, baseUrl: twilio.url }, fetch, FAST).send(sms))).message,
    ).toContain("400: 21603");
    expect(twilio.requests.map((r) => r.status)).toEqual([400, 400]);
  });
});

describe("Retry-After", () => {
  it("reads delay-seconds and HTTP dates", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 7_000)).toBe(3000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
  });
});
