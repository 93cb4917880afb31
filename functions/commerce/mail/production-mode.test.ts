/**
 * Production with no mail or SMS provider (docs/decisions/100): every caller of sendMessage
 * refuses clearly, in the shopper's language, and writes nothing instead of "sending" into the
 * outbox — except an inquiry, which is kept for the operators without its notification mail.
 * admin/outbox answers that the outbox is off rather than reading the table.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import commerce from "../index";
import { ORIGIN, type Answer } from "../test/shop";
import { auth, freshEmail, freshIp, freshMobile, signUp } from "../test/accounts";

const production = { ...env, ENVIRONMENT: "production" } as Env;

async function callInProduction(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const request = new Request(`${ORIGIN}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await commerce.fetch(request, production, {} as ExecutionContext);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;
const outboxRows = () => count("SELECT count(*) AS n FROM outbox");
const codesFor = (account: string) => count("SELECT count(*) AS n FROM verification_codes WHERE account = ?", account);
const limitsFor = (like: string) => count("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ?", like);

describe("production without providers", () => {
  it("refuses an email code in the shopper's language, storing nothing and spending no limit", async () => {
    const email = freshEmail();
    const before = await outboxRows();
    const en = await callInProduction("auth/sendCode", { account: email, scene: "signup" }, freshIp());
    expect(en.status).toBe(503);
    expect(en.body).toEqual({ code: 41, msg: "This shop cannot send email yet. Please contact us.", data: null });
    const de = await callInProduction(
      "auth/sendCode",
      { account: email, scene: "signin" },
      { ...freshIp(), "x-lang": "de" },
    );
    expect(de.body.msg).toBe("Dieser Shop kann noch keine E-Mails senden. Bitte kontaktieren Sie uns.");
    expect(await outboxRows()).toBe(before);
    expect(await codesFor(email)).toBe(0);
    expect(await limitsFor(`sendcode%${email}`)).toBe(0);
  });

  it("refuses an SMS code with its own message, and auth/forget the same way", async () => {
    const mobile = freshMobile();
    const sms = await callInProduction(
      "auth/sendCode",
      { account: mobile, countryCode: "+86", scene: "signup" },
      { ...freshIp(), "x-lang": "zh-HK" },
    );
    expect(sms.body).toMatchObject({ code: 41, msg: "本店暫時無法發送短訊，請聯絡我們。" });
    expect(await codesFor(`+86 ${mobile}`)).toBe(0);
    const forget = await callInProduction("auth/forget", { account: freshEmail() }, freshIp());
    expect(forget.body).toMatchObject({ code: 41, msg: "This shop cannot send email yet. Please contact us." });
  });

  it("refuses a new verification link and a newsletter subscription, storing neither", async () => {
    const { token, user } = await signUp();
    // Sign-up's code verifies the address (ADR 203): an older, unverified account asks again.
    await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE id = ?").bind(user.id).run();
    const resend = await callInProduction("auth/resendVerify", {}, auth(token));
    expect(resend.body).toMatchObject({ code: 41, msg: "This shop cannot send email yet. Please contact us." });
    const email = freshEmail();
    const newsletter = await callInProduction("newsletter/subscribe", { email }, { ...freshIp(), "x-lang": "fr" });
    expect(newsletter.status).toBe(503);
    expect(newsletter.body.msg).toBe("Cette boutique ne peut pas encore envoyer d’e-mails. Veuillez nous contacter.");
    expect(await count("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?", email)).toBe(0);
  });

  it("keeps an inquiry for the operators though its notification mail cannot go out", async () => {
    const before = { inquiries: await count("SELECT count(*) AS n FROM inquiries"), outbox: await outboxRows() };
    const sent = await callInProduction(
      "inquiry/submit",
      { slug: "quote", name: "Ada", email: "ada@example.com", content: "Kept without a mail" },
      freshIp(),
    );
    expect(sent.body).toEqual({ code: 0, msg: "ok", data: null });
    expect(await count("SELECT count(*) AS n FROM inquiries")).toBe(before.inquiries + 1);
    expect(await outboxRows()).toBe(before.outbox);
  });

  it("answers that the outbox is off instead of reading it", async () => {
    const answer = await callInProduction("admin/outbox", {}, { authorization: `Bearer ${env.ADMIN_TOKEN}` });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({
      code: 41,
      msg: "The outbox is kept only in development. In production, messages go to the mail and SMS providers.",
      data: null,
    });
  });
});
