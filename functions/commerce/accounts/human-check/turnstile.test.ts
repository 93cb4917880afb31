/**
 * With TURNSTILE_SECRET_KEY and TURNSTILE_SITE_KEY set, the backend asks for Turnstile instead of
 * the slide and verifies each token with siteverify: here the fake siteverify
 * (tests/support/fake-turnstile.ts), in-process, which follows Cloudflare's documented API.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import commerce from "../../index";
import { ORIGIN } from "../../test/shop";
import { FAKE_TURNSTILE, fakeTurnstile, type FakeTurnstile } from "../../../../tests/support/fake-turnstile";
import { freshEmail, freshIp, latestMessage } from "../../test/accounts";
import { human } from "../../test/human-check";
import { turnstileConfig, SITEVERIFY_URL } from "./turnstile";

const VERIFY_URL = "http://turnstile.test/turnstile/v0/siteverify";
const TURNSTILE_ENV = {
  TURNSTILE_SECRET_KEY: FAKE_TURNSTILE.secret,
  TURNSTILE_SITE_KEY: FAKE_TURNSTILE.siteKey,
  TURNSTILE_VERIFY_URL: VERIFY_URL,
};
let fake: FakeTurnstile;
let siteverifyDown = false;

beforeEach(() => {
  fake = fakeTurnstile();
  siteverifyDown = false;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init);
    if (new URL(request.url).host !== "turnstile.test") return realFetch(input as RequestInfo, init);
    return siteverifyDown ? new Response("bad gateway", { status: 502 }) : fake.handle(request);
  });
});
afterEach(() => vi.restoreAllMocks());

async function send(
  path: string,
  body: unknown,
  headers: Record<string, string> = freshIp(),
  extraEnv: Record<string, string> = TURNSTILE_ENV,
) {
  const request = new Request(`${ORIGIN}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await commerce.fetch(request, { ...env, ...extraEnv } as Env, {} as ExecutionContext);
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
}

const FAILED = { humanCheck: "Verification failed. Please try again." };

describe("Turnstile", () => {
  it("is what auth/humanCheck asks for once both keys are set", async () => {
    expect((await send("auth/humanCheck", {})).body.data).toEqual({
      kind: "turnstile",
      siteKey: FAKE_TURNSTILE.siteKey,
    });
    expect(
      (await send("auth/humanCheck", {}, freshIp(), { TURNSTILE_SECRET_KEY: FAKE_TURNSTILE.secret })).body.data.kind,
    ).toBe("slide");
  });

  it("a fresh token sends a code; siteverify gets the secret, the token, the address and an idempotency key", async () => {
    const headers = freshIp();
    const account = freshEmail();
    const token = fake.issueToken();
    const answer = await send("auth/sendCode", { account, scene: "signup", humanCheck: { token } }, headers);
    expect(answer.body.code).toBe(0);
    expect(await latestMessage(account)).not.toBeNull();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({
      secret: FAKE_TURNSTILE.secret,
      response: token,
      remoteip: headers["cf-connecting-ip"],
    });
    expect(fake.calls[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a reused (timeout-or-duplicate), unknown (invalid-input-response), expired or missing token, sending nothing", async () => {
    const used = fake.issueToken();
    expect(
      (await send("auth/sendCode", { account: freshEmail(), scene: "signin", humanCheck: { token: used } })).body.code,
    ).toBe(0);
    const cases = {
      reused: { token: used },
      unknown: { token: "XXXX.never.issued" },
      expired: { token: fake.issueToken({ issuedAt: Date.now() - 301_000 }) },
      slideInstead: (await human()).humanCheck,
    };
    for (const [why, humanCheck] of Object.entries(cases)) {
      const account = freshEmail();
      const answer = await send("auth/sendCode", { account, scene: "signup", humanCheck }, freshIp());
      expect(answer.body.code, why).toBe(40);
      expect(answer.body.data.fields, why).toEqual(
        why === "slideInstead" ? { humanCheck: "Please complete the verification first." } : FAILED,
      );
      expect(await latestMessage(account), why).toBeNull();
    }
    const refusals = await Promise.all(
      fake.calls.slice(1).map((call) =>
        fake
          .handle(
            new Request(VERIFY_URL, {
              method: "POST",
              body: new URLSearchParams({ secret: call.secret, response: call.response }),
            }),
          )
          .then((r) => r.json()),
      ),
    );
    expect(refusals.map((answer: any) => answer["error-codes"])).toEqual([
      ["timeout-or-duplicate"],
      ["invalid-input-response"],
      ["timeout-or-duplicate"],
    ]);
  });

  it("a wrong or missing secret is refused by siteverify, so the check fails closed", async () => {
    const account = freshEmail();
    const wrong = await send(
      "auth/signup",
      { account, code: "123456", password: "turnstile 12", agree: true, humanCheck: { token: fake.issueToken() } },
      freshIp(),
      { ...TURNSTILE_ENV, TURNSTILE_SECRET_KEY: "not the secret" },
    );
    expect(wrong.body.data.fields).toEqual(FAILED);
    const missing = await fake.handle(
      new Request(VERIFY_URL, { method: "POST", body: new URLSearchParams({ response: fake.issueToken() }) }),
    );
    expect(await missing.json()).toEqual({ success: false, "error-codes": ["missing-input-secret"] });
    const noToken = await fake.handle(
      new Request(VERIFY_URL, { method: "POST", body: new URLSearchParams({ secret: FAKE_TURNSTILE.secret }) }),
    );
    expect(await noToken.json()).toEqual({ success: false, "error-codes": ["missing-input-response"] });
  });

  it("siteverify down: 503 with a clear message, nothing sent", async () => {
    siteverifyDown = true;
    const account = freshEmail();
    const answer = await send("auth/forget", { account, humanCheck: { token: fake.issueToken() } });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 41,
      msg: "The verification could not be checked just now. Please try again in a moment.",
    });
    expect(await latestMessage(account)).toBeNull();
  });

  it("the siteverify address is overridable only in development and test", () => {
    expect(turnstileConfig({ ...TURNSTILE_ENV, ENVIRONMENT: "test" })?.verifyUrl).toBe(VERIFY_URL);
    expect(turnstileConfig({ ...TURNSTILE_ENV, ENVIRONMENT: "production" })?.verifyUrl).toBe(SITEVERIFY_URL);
    expect(turnstileConfig({ ...TURNSTILE_ENV })?.verifyUrl).toBe(SITEVERIFY_URL);
  });
});
