/**
 * The newsletter's double opt-in. newsletter/subscribe mails a link to confirm (and one to
 * unsubscribe); only newsletter/confirm makes the address a subscriber. The answer is the same
 * whatever the address's state, so nobody learns whether an address is subscribed: a confirmed
 * subscriber gets no second mail, anyone else gets a fresh link (the older one stops working).
 * Only the token's SHA-256 is stored; the same token later unsubscribes.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { Code, ShopError } from "../kernel/http/envelope";
import type { ShopContext } from "../kernel/http/context";
import { requester } from "../kernel/device";
import { randomToken, sha256Hex } from "../kernel/random";
import { spend } from "../kernel/rate-limits";
import { shopLink } from "../accounts";
import { assertCanSend, DeliveryError, deliveryRefusal, sendMessage } from "../mail";
import { SHOPPER_RATE_LIMITS } from "../content";
import { newsletterSubscribeInput, newsletterTokenInput } from "../../contract/newsletter";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
/** The inputs are the contract's, which the storefront's newsletter forms are built from. */
const token = newsletterTokenInput;

/** Subscribed means confirmed and not unsubscribed since. */
const SUBSCRIBED_SQL = "confirmed_at IS NOT NULL AND unsubscribed_at IS NULL";

export const newsletterSubscribeCall = defineCall({
  path: "newsletter/subscribe",
  summary: "Ask for the newsletter: mails a confirmation link (same answer for every address)",
  tag: "forms",
  input: newsletterSubscribeInput,
  output: z.null(),
  handle: async (ctx, input) => {
    const email = input.email.toLowerCase();
    // No mail provider in production: refused before a limit is spent or an address stored.
    assertCanSend("mail", ctx.env);
    await spend(ctx, [
      [`newsletter-ip:${requester(ctx).ip || "unknown"}`, SHOPPER_RATE_LIMITS.newsletterPerIp],
      [`newsletter-email:${email}`, SHOPPER_RATE_LIMITS.newsletterPerEmail],
    ]);
    const secret = randomToken();
    // One statement: a subscribed address keeps its token (its unsubscribe links keep working)
    // and RETURNING gives nothing, anyone else gets the new token and a mail.
    const fresh = await ctx.db
      .prepare(
        `INSERT INTO newsletter_subscribers (email, token, language) VALUES (?1, ?2, ?3)
         ON CONFLICT (email) DO UPDATE SET token = excluded.token, language = excluded.language
           WHERE newsletter_subscribers.confirmed_at IS NULL OR newsletter_subscribers.unsubscribed_at IS NOT NULL
         RETURNING email`,
      )
      .bind(email, await sha256Hex(secret), ctx.language)
      .first<{ email: string }>();
    if (fresh) {
      // The unconfirmed row stays when the mail fails: its link went nowhere, and asking again
      // replaces the token. The shopper is told it did not go out rather than "check your mail".
      await sendConfirmation(ctx, email, secret).catch((error) => {
        if (!(error instanceof DeliveryError)) throw error;
        console.error("newsletter confirmation not delivered", error.message);
        throw deliveryRefusal(error);
      });
    }
    return null;
  },
});

async function sendConfirmation(ctx: ShopContext, email: string, secret: string): Promise<void> {
  const confirm = shopLink(ctx, `/newsletter?confirm=${secret}`);
  const unsubscribe = shopLink(ctx, `/newsletter?unsubscribe=${secret}`);
  await sendMessage(ctx, {
    channel: "mail",
    to: email,
    subject: ctx.t("newsletterMailSubject"),
    text: ctx.t("newsletterMailText", confirm, unsubscribe),
  });
}

async function update(ctx: ShopContext, secret: string, set: string): Promise<void> {
  const row = await ctx.db
    .prepare(`UPDATE newsletter_subscribers SET ${set} WHERE token = ? RETURNING email`)
    .bind(await sha256Hex(secret))
    .first();
  if (!row) throw new ShopError(Code.fullFailure, "newsletterLinkInvalid", 400);
}

export const newsletterConfirmCall = defineCall({
  path: "newsletter/confirm",
  summary: "Confirm a subscription with the mailed token (confirming again changes nothing)",
  tag: "forms",
  input: token,
  output: z.null(),
  handle: async (ctx, input) => {
    await update(
      ctx,
      input.token,
      `confirmed_at = CASE WHEN ${SUBSCRIBED_SQL} THEN confirmed_at ELSE ${NOW} END, unsubscribed_at = NULL`,
    );
    return null;
  },
});

export const newsletterUnsubscribeCall = defineCall({
  path: "newsletter/unsubscribe",
  summary: "Stop the newsletter with the mailed token (unsubscribing again changes nothing)",
  tag: "forms",
  input: token,
  output: z.null(),
  handle: async (ctx, input) => {
    await update(ctx, input.token, `unsubscribed_at = coalesce(unsubscribed_at, ${NOW})`);
    return null;
  },
});
