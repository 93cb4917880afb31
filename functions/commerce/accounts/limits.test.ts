import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import {
  PASSWORD_HASHING,
  WORKERS_PBKDF2_MAX_ITERATIONS,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "./passwords";
import { RATE_LIMITS } from "../kernel/policy";
import { freshEmail, freshIp, signUp } from "../test/accounts";
import { human } from "../test/human-check";

describe("password hashing", () => {
  it("stays within what Cloudflare Workers allow in production", () => {
    expect(PASSWORD_HASHING.scheme).toBe("pbkdf2-sha256");
    expect(PASSWORD_HASHING.iterations).toBeLessThanOrEqual(WORKERS_PBKDF2_MAX_ITERATIONS);
    expect(WORKERS_PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PASSWORD_HASHING.saltBytes).toBeGreaterThanOrEqual(16);
  });

  it("tags each hash with its scheme and parameters, and spots old ones for rehashing", async () => {
    const hash = await hashPassword("correct horse 1");
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword("correct horse 1")).not.toBe(hash);
    expect(await verifyPassword("correct horse 1", hash)).toBe(true);
    expect(await verifyPassword("correct horse 2", hash)).toBe(false);
    expect(await verifyPassword("anything", "garbage")).toBe(false);
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(hash.replace("$100000$", "$50000$"))).toBe(true);
  });

  it("rehashes an old-parameter hash on the next sign-in", async () => {
    const { account, password, user } = await signUp();
    const { iterations, hashBits } = { iterations: 1000, hashBits: 256 };
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, [
      "deriveBits",
    ]);
    const bits = new Uint8Array(
      await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, hashBits),
    );
    const b64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE id = ?")
      .bind(`pbkdf2-sha256$1000$${b64(salt)}$${b64(bits)}`, user.id)
      .run();
    expect((await call("auth/signin", { account, password }, freshIp())).body.code).toBe(0);
    const stored = await env.DB.prepare("SELECT password_hash FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ password_hash: string }>();
    expect(stored!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });
});

describe("rate limits", () => {
  it("allow one code a minute per account, answered 41 + 429 + Retry-After", async () => {
    const account = freshEmail();
    expect((await call("auth/sendCode", { ...(await human()), account, scene: "signup" }, freshIp())).body.code).toBe(
      0,
    );
    const again = await call("auth/sendCode", { ...(await human()), account, scene: "signup" }, freshIp());
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(41);
    const retryAfter = Number(again.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(again.body.msg).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
  });

  it("cap codes per IP per hour", async () => {
    const headers = freshIp();
    for (let i = 0; i < RATE_LIMITS.sendCodePerIp.limit; i++) {
      expect(
        (await call("auth/sendCode", { ...(await human()), account: freshEmail(), scene: "signup" }, headers)).body
          .code,
      ).toBe(0);
    }
    const over = await call("auth/sendCode", { ...(await human()), account: freshEmail(), scene: "signup" }, headers);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(60);
  });

  it("lock an account out for growing times after wrong passwords, even for the right one", async () => {
    const { account, password } = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await call("auth/signin", { account, password: "wrong pass" }, freshIp())).body.code).toBe(41);
    const locked = await call("auth/signin", { account, password }, freshIp());
    expect(locked.status).toBe(429);
    const first = Number(locked.headers.get("retry-after"));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60);
    await env.DB.prepare("UPDATE rate_limits SET blocked_until = 0 WHERE key = ?").bind(`signin-fail:${account}`).run();
    await call("auth/signin", { account, password: "wrong pass" }, freshIp());
    const longer = Number((await call("auth/signin", { account, password }, freshIp())).headers.get("retry-after"));
    expect(longer).toBeGreaterThan(60);
    expect(longer).toBeLessThanOrEqual(120);
  });

  it("limit sign-in attempts per IP", async () => {
    const headers = freshIp();
    for (let i = 0; i < RATE_LIMITS.signinPerIp.limit; i++)
      await call("auth/signin", { account: freshEmail(), password: "wrong pass" }, headers);
    const over = await call("auth/signin", { account: freshEmail(), password: "wrong pass" }, headers);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(41);
  });
});

describe("enumeration", () => {
  it("sign-in takes about as long for unknown accounts as for known ones", async () => {
    const { account } = await signUp();
    const time = async (who: string) => {
      const started = performance.now();
      await call("auth/signin", { account: who, password: "wrong pass" }, freshIp());
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time(account));
      unknown.push(await time(freshEmail()));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Both verify a 100 000-iteration hash; without the dummy hash the unknown one would be far faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
