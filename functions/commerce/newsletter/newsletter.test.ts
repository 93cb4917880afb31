import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { freshEmail, freshIp, latestMessage } from "../test/accounts";

const subscriber = (email: string) =>
  env.DB.prepare("SELECT confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE email = ?")
    .bind(email)
    .first<{ confirmed_at: string | null; unsubscribed_at: string | null }>();

const mailCount = async (to: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE "to" = ?').bind(to).first<{ n: number }>())!.n;

const linkToken = (text: string, kind: "confirm" | "unsubscribe") =>
  new RegExp(`/newsletter\\?${kind}=([\\w-]+)`).exec(text)![1];

describe("newsletter", () => {
  it("double opt-in: subscribe mails a link, confirm subscribes, unsubscribe stops it", async () => {
    const email = freshEmail();
    const answer = await call("newsletter/subscribe", { email }, freshIp());
    expect(answer.body).toEqual({ code: 0, msg: "ok", data: null });
    expect((await subscriber(email))!.confirmed_at).toBeNull();
    const mail = await latestMessage(email);
    expect(mail!.subject).toBe("Please confirm your newsletter subscription");
    expect(mail!.text).toContain("http://shop.test/newsletter?confirm=");

    expect((await call("newsletter/confirm", { token: linkToken(mail!.text, "confirm") })).body.code).toBe(0);
    expect((await subscriber(email))!.confirmed_at).not.toBeNull();
    // Confirming again is harmless.
    expect((await call("newsletter/confirm", { token: linkToken(mail!.text, "confirm") })).body.code).toBe(0);

    expect((await call("newsletter/unsubscribe", { token: linkToken(mail!.text, "unsubscribe") })).body.code).toBe(0);
    expect((await subscriber(email))!.unsubscribed_at).not.toBeNull();
    expect((await call("newsletter/confirm", { token: "forged-token" })).body).toMatchObject({
      code: 41,
      msg: "This link is no longer valid. Please subscribe again.",
    });
  });

  it("answers the same for subscribed and unknown addresses and mails a subscriber nothing new", async () => {
    const email = freshEmail();
    await call("newsletter/subscribe", { email }, freshIp());
    const first = await latestMessage(email);
    await call("newsletter/confirm", { token: linkToken(first!.text, "confirm") });
    const again = await call("newsletter/subscribe", { email: email.toUpperCase() }, freshIp());
    const unknown = await call("newsletter/subscribe", { email: freshEmail() }, freshIp());
    expect(again.body).toEqual(unknown.body);
    expect(again.status).toBe(unknown.status);
    expect(await mailCount(email)).toBe(1);
    // The subscriber's unsubscribe link still works after the second request.
    expect((await call("newsletter/unsubscribe", { token: linkToken(first!.text, "unsubscribe") })).body.code).toBe(0);
  });

  it("refuses a bad address with code 40 and changes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first<{ n: number }>();
    for (const email of ["nope", "a@b", "", "x".repeat(250) + "@example.com"]) {
      const answer = await call("newsletter/subscribe", { email }, freshIp());
      expect(answer.body.code).toBe(40);
      expect(answer.body.data.fields.email).toBeTruthy();
    }
    expect((await call("newsletter/confirm", { token: "" })).body.code).toBe(40);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers").first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("limits confirmation mails per address", async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await call("newsletter/subscribe", { email }, freshIp())).body.code).toBe(0);
    const limited = await call("newsletter/subscribe", { email }, freshIp());
    expect(limited.status).toBe(429);
    expect(await mailCount(email)).toBe(3);
  });
});
