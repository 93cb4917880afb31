import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { tokenHash } from "../kernel/http/customer";
import {
  auth,
  freshEmail,
  freshIp,
  freshMobile,
  latestMessage,
  outboxCount,
  signUp,
  waitedAMinute,
} from "../test/accounts";
import { human } from "../test/human-check";

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("auth/sendCode", () => {
  it("refuses malformed accounts with the spec's words and sends nothing", async () => {
    const before = await outboxCount();
    for (const account of ["not-an-account", "a@b", "23800138000", "1380013800", "a b@example.com"]) {
      const answer = await call(
        "auth/sendCode",
        { ...(await human()), account, scene: "signup", countryCode: "+86" },
        freshIp(),
      );
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 40, data: { fields: { account: "Account format error." } } });
    }
    const zh = await call(
      "auth/sendCode",
      { ...(await human()), account: "nope", scene: "signin" },
      { ...freshIp(), "x-lang": "zh-HK" },
    );
    expect(zh.body.data.fields.account).toBe("帳號格式錯誤。");
    expect(
      (await call("auth/sendCode", { ...(await human()), account: "a@example.com", scene: "login" }, freshIp())).body
        .code,
    ).toBe(40);
    expect(
      (await call("auth/sendCode", { ...(await human()), account: "13800138000", scene: "signup" }, freshIp())).body
        .data.fields,
    ).toEqual({ countryCode: "Please select the country code" });
    expect(await outboxCount()).toBe(before);
  });

  it("sends a 6-digit code, stored only as a hash, valid 10 minutes", async () => {
    const email = freshEmail();
    const answer = await call("auth/sendCode", { ...(await human()), account: email, scene: "signup" }, freshIp());
    expect(answer.body).toMatchObject({ code: 0, data: { expiresIn: 600 } });
    const message = await latestMessage(email);
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);
    const stored = await env.DB.prepare("SELECT code_hash, expires_at FROM verification_codes WHERE account = ?")
      .bind(email)
      .first<{ code_hash: string; expires_at: string }>();
    expect(stored!.code_hash).not.toContain(message!.code);
    const ttl = Date.parse(stored!.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe("auth/signup", () => {
  it("needs agreement to the terms, a valid password and the right code; bad input changes nothing", async () => {
    const email = freshEmail();
    const headers = freshIp();
    await call("auth/sendCode", { ...(await human()), account: email, scene: "signup" }, headers);
    const code = (await latestMessage(email))!.code!;
    const users = await count("users");
    const refused = await call(
      "auth/signup",
      { ...(await human()), account: email, password: "long enough 1", code, agree: false },
      headers,
    );
    expect(refused.body).toMatchObject({
      code: 40,
      data: { fields: { agree: "Please agree to the privacy agreement and terms of service first." } },
    });
    expect(
      (await call("auth/signup", { ...(await human()), account: email, password: "short", code, agree: true }, headers))
        .body.data.fields,
    ).toHaveProperty("password");
    expect(
      (
        await call(
          "auth/signup",
          { ...(await human()), account: email, password: "long enough 1", code: "12", agree: true },
          headers,
        )
      ).body.data.fields,
    ).toHaveProperty("code");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect(
      (
        await call(
          "auth/signup",
          { ...(await human()), account: email, password: "long enough 1", code: wrong, agree: true },
          headers,
        )
      ).body.data.fields,
    ).toEqual({ code: "The verification code is wrong or has expired." });
    expect(await count("users")).toBe(users);
    const created = await call(
      "auth/signup",
      { ...(await human()), account: email, password: "long enough 1", code, agree: true, firstName: "Ada" },
      headers,
    );
    expect(created.body.code).toBe(0);
    expect(created.body.data.user).toMatchObject({ email, firstName: "Ada", emailVerified: true });
    // The code was single use.
    expect(
      (
        await call(
          "auth/signup",
          { ...(await human()), account: email, password: "long enough 1", code, agree: true },
          headers,
        )
      ).body.code,
    ).toBe(40);
  });

  it("issues an opaque token of at least 128 bits and stores only its hash, with device and method", async () => {
    const { token, user } = await signUp();
    expect(token.length).toBeGreaterThanOrEqual(22);
    const session = await env.DB.prepare("SELECT token_hash, ip, device, method FROM sessions WHERE user_id = ?")
      .bind(user.id)
      .first<Record<string, string>>();
    expect(session!.token_hash).toBe(await tokenHash(token));
    expect(session!.token_hash).not.toContain(token);
    expect(session).toMatchObject({ device: "Chrome on macOS", method: "signup" });
    expect(session!.ip).toMatch(/^198\.51\.100\./);
    const info = await call("user/info", {}, auth(token));
    expect(info.body.data).toMatchObject({ id: user.id, email: user.email, orderQuantity: 0 });
  });

  it("signs up by mobile number with a country code", async () => {
    const mobile = freshMobile();
    const { user } = await signUp(mobile);
    expect(user).toMatchObject({ mobile, countryCode: "+86", email: null });
    expect((await latestMessage(`+86 ${mobile}`))!.text).toMatch(/\d{6}/);
  });

  it("does not reveal an existing account: it gets a notice instead of a code, and sign-up fails like a wrong code", async () => {
    const { account } = await signUp();
    const headers = freshIp();
    await waitedAMinute(account);
    const again = await call("auth/sendCode", { ...(await human()), account, scene: "signup" }, headers);
    expect(again.body).toMatchObject({ code: 0, data: { expiresIn: 600 } });
    const notice = await latestMessage(account);
    expect(notice).toMatchObject({ subject: "You already have an account", code: null });
    const attempt = await call(
      "auth/signup",
      { ...(await human()), account, password: "another pass 1", code: "123456", agree: true },
      headers,
    );
    expect(attempt.body.data.fields).toEqual({ code: "The verification code is wrong or has expired." });
  });
});

/** An account whose address is not verified yet (as one made before sign-up codes verified it). */
async function unverified(): Promise<Awaited<ReturnType<typeof signUp>>> {
  const made = await signUp();
  await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE id = ?").bind(made.user.id).run();
  return made;
}

describe("email verification", () => {
  it("counts the sign-up code as proof: the address is verified and no link is mailed", async () => {
    const { account, token, user } = await signUp();
    expect(user.emailVerified).toBe(true);
    expect((await call("user/info", {}, auth(token))).body.data.emailVerified).toBe(true);
    expect((await latestMessage(account))!.text).not.toMatch(/verify-email\?token=/);
    expect((await call("auth/resendVerify", {}, auth(token))).body.code).toBe(41);
  });

  it("a link asked for again verifies once", async () => {
    const { account, token } = await unverified();
    expect((await call("auth/resendVerify", {}, auth(token))).body.code).toBe(0);
    const link = /https?:\/\/\S+verify-email\?token=([\w-]+)/.exec((await latestMessage(account))!.text);
    expect(link).not.toBeNull();
    const verified = await call("auth/verifyEmail", { token: link![1] });
    expect(verified.body).toMatchObject({ code: 0, data: { user: { email: account, emailVerified: true } } });
    expect((await call("auth/verifyEmail", { token: link![1] })).body).toMatchObject({
      code: 41,
      msg: "Verification failed.",
    });
    expect((await call("auth/resendVerify", {}, auth(token))).body.code).toBe(41);
  });

  it("resends at most once a minute, to signed-in customers only", async () => {
    const { token } = await unverified();
    expect((await call("auth/resendVerify", {})).body.code).toBe(50);
    expect((await call("auth/resendVerify", {}, auth(token))).body.code).toBe(0);
    const limited = await call("auth/resendVerify", {}, auth(token));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(41);
  });
});
