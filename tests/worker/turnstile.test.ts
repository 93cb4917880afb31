/**
 * Cloudflare Turnstile on the built Worker (ADR 105), against the fake siteverify server on
 * 127.0.0.1 (tests/support/fake-turnstile*.ts): the sign-up page renders the widget's place,
 * tells a shopper without JavaScript to turn it on, and its CSP admits challenges.cloudflare.com;
 * /api/web/auth/sendCode takes a fresh token once and sends nothing for a spent or unknown one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { startFakeSiteverify } from "../support/fake-turnstile-server";
import { FAKE_TURNSTILE } from "../support/fake-turnstile";

let worker: TestWorker;
let siteverify: Awaited<ReturnType<typeof startFakeSiteverify>>;
const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;

beforeAll(async () => {
  siteverify = await startFakeSiteverify();
  worker = await startWorker({
    bindings: {
      TURNSTILE_SECRET_KEY: FAKE_TURNSTILE.secret,
      TURNSTILE_SITE_KEY: FAKE_TURNSTILE.siteKey,
      TURNSTILE_VERIFY_URL: siteverify.verifyUrl,
    },
  });
});
afterAll(async () => {
  await worker?.dispose();
  await siteverify?.close();
});

async function call(name: string, body: unknown) {
  const response = await worker.fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip, origin: worker.url },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}

const outboxed = async (to: string) =>
  (await (
    await worker.mf.getD1Database("DB")
  )
    .prepare('SELECT count(*) AS n FROM outbox WHERE "to" = ?')
    .bind(to)
    .first<{ n: number }>())!.n;

describe("Turnstile on the built Worker", () => {
  it("the sign-up page asks for Turnstile, says what to do without JavaScript, and its CSP admits the widget", async () => {
    const response = await worker.fetch("/auth/signup");
    const html = await response.text();
    expect(html).toContain('data-human-check="turnstile"');
    expect(html).toContain("Turn on JavaScript to complete the verification.");
    expect(html).not.toContain('name="slide"');
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(policy).toContain("frame-src https://challenges.cloudflare.com");
  });

  it("a fresh token sends the code once; spent or unknown tokens send nothing", async () => {
    const token = siteverify.issueToken();
    const first = `ts-${Date.now()}@example.com`;
    expect((await call("auth/sendCode", { account: first, scene: "signup", humanCheck: { token } })).code).toBe(0);
    expect(await outboxed(first)).toBe(1);
    expect(siteverify.calls.at(-1)).toMatchObject({ secret: FAKE_TURNSTILE.secret, response: token, remoteip: ip });
    for (const spent of [token, "never-issued"]) {
      const account = `ts-${Date.now()}-${spent.length}@example.com`;
      const refused = await call("auth/sendCode", { account, scene: "signup", humanCheck: { token: spent } });
      expect(refused).toMatchObject({
        code: 40,
        data: { fields: { humanCheck: "Verification failed. Please try again." } },
      });
      expect(await outboxed(account)).toBe(0);
    }
  });
});
