/**
 * The backend's human check (ADR 105): auth/sendCode, auth/forget and auth/signup called directly
 * without a passed check, with a forged, hurried, unfinished, expired or replayed one are refused
 * with code 40 on `humanCheck`, and nothing is counted, stored or sent.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../../test/shop";
import { freshEmail, freshIp, latestMessage, outboxCount } from "../../test/accounts";
import { human } from "../../test/human-check";
import { mintSlideChallenge, SLIDE_RULES, verifySlide } from "./slide";

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;
const ipLimits = (ip: string) => count("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?", `%${ip}`);
const codesFor = (account: string) => count("SELECT count(*) AS n FROM verification_codes WHERE account = ?", account);

async function challengeAged(ms: number) {
  return mintSlideChallenge(env.SESSION_SECRET, Date.now() - ms);
}

/** Every way a check can fail, as the `humanCheck` field of a call. */
async function badChecks() {
  const ok = await challengeAged(5_000);
  const [body, mac] = [ok.slice(0, ok.lastIndexOf(".")), ok.slice(ok.lastIndexOf(".") + 1)];
  return {
    missing: undefined,
    notSlid: { challenge: ok, slide: 60 },
    hurried: { challenge: await challengeAged(200), slide: 100 },
    expired: { challenge: await challengeAged(SLIDE_RULES.maxAgeMs + 1_000), slide: 100 },
    forged: { challenge: `${body}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`, slide: 100 },
    otherSecret: { challenge: await mintSlideChallenge("another secret", Date.now() - 5_000), slide: 100 },
    garbage: { challenge: "s1.not-a-challenge", slide: 100 },
    token: { token: "a turnstile token while the slide is on" },
  };
}

describe("auth/humanCheck", () => {
  it("answers a signed slide challenge that passes only after the minimum fill time", async () => {
    const answer = await call("auth/humanCheck", {});
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ kind: "slide", minFillMs: SLIDE_RULES.minFillMs, expiresIn: 1800 });
    const { challenge } = answer.body.data;
    expect((await verifySlide(env.SESSION_SECRET, challenge, 100)).passed).toBe(false);
    expect(
      (await verifySlide(env.SESSION_SECRET, challenge, 100, Date.now() + SLIDE_RULES.minFillMs + 10)).passed,
    ).toBe(true);
    expect(answer.headers.get("cache-control")).toContain("no-store");
  });
});

describe.each(["signup", "signin", "forget", "bind"] as const)("auth/sendCode (%s)", (scene) => {
  it("is refused without a passed check, and nothing is counted, stored or sent", async () => {
    const headers = freshIp();
    const ip = headers["cf-connecting-ip"];
    const account = freshEmail();
    const before = await outboxCount();
    for (const [why, humanCheck] of Object.entries(await badChecks())) {
      const answer = await call("auth/sendCode", { account, scene, humanCheck }, headers);
      expect(answer.status, why).toBe(422);
      expect(answer.body.code, why).toBe(40);
      expect(answer.body.data.fields, why).toEqual({
        humanCheck:
          why === "missing" || why === "token"
            ? "Please complete the verification first."
            : "Verification failed. Please try again.",
      });
    }
    expect(await outboxCount()).toBe(before);
    expect(await codesFor(account)).toBe(0);
    expect(await ipLimits(ip)).toBe(0);
  });
});

describe("single use", () => {
  it("a challenge sends one code; replayed, it is refused and sends nothing", async () => {
    const check = await human();
    const first = freshEmail();
    expect((await call("auth/sendCode", { ...check, account: first, scene: "signup" }, freshIp())).body.code).toBe(0);
    const second = freshEmail();
    const replay = await call("auth/sendCode", { ...check, account: second, scene: "signup" }, freshIp());
    expect(replay.body).toMatchObject({
      code: 40,
      data: { fields: { humanCheck: "Verification failed. Please try again." } },
    });
    expect(await latestMessage(second)).toBeNull();
    // auth/forget shares the "code" purpose: the same challenge cannot send a reset code either.
    expect((await call("auth/forget", { ...check, account: second }, freshIp())).body.code).toBe(40);
  });

  it("one slide covers sending the sign-up code and creating the account, once each", async () => {
    const check = await human();
    const headers = freshIp();
    const account = freshEmail();
    expect((await call("auth/sendCode", { ...check, account, scene: "signup" }, headers)).body.code).toBe(0);
    const code = (await latestMessage(account))!.code;
    const created = await call(
      "auth/signup",
      { ...check, account, code, password: "one slide 12", agree: true },
      headers,
    );
    expect(created.body.code).toBe(0);
    const again = await call(
      "auth/signup",
      { ...check, account: freshEmail(), code, password: "one slide 12", agree: true },
      freshIp(),
    );
    expect(again.body.data.fields).toEqual({ humanCheck: "Verification failed. Please try again." });
  });
});

describe("auth/signup and auth/forget", () => {
  it("signup without a passed check creates nothing and leaves the code usable", async () => {
    const headers = freshIp();
    const account = freshEmail();
    await call("auth/sendCode", { ...(await human()), account, scene: "signup" }, headers);
    const code = (await latestMessage(account))!.code;
    for (const [why, humanCheck] of Object.entries(await badChecks())) {
      const answer = await call(
        "auth/signup",
        { account, code, password: "no robots 12", agree: true, humanCheck },
        headers,
      );
      expect(answer.body.code, why).toBe(40);
      expect(Object.keys(answer.body.data.fields), why).toEqual(["humanCheck"]);
    }
    expect(await count("SELECT count(*) AS n FROM users WHERE email = ?", account)).toBe(0);
    expect(
      await count("SELECT count(*) AS n FROM rate_limits WHERE key = ?", `signup-ip:${headers["cf-connecting-ip"]}`),
    ).toBe(0);
    expect(
      (await call("auth/signup", { ...(await human()), account, code, password: "no robots 12", agree: true }, headers))
        .body.code,
    ).toBe(0);
  });

  it("forget without a passed check sends nothing, in the shopper's language", async () => {
    const account = freshEmail();
    const answer = await call("auth/forget", { account }, { ...freshIp(), "x-lang": "zh" });
    expect(answer.body).toMatchObject({ code: 40, data: { fields: { humanCheck: "请先完成验证。" } } });
    expect(await latestMessage(account)).toBeNull();
  });
});
