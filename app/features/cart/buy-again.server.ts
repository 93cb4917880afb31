/**
 * "Buy again": the backend (order/buyAgain) puts an order's still-sellable items into the cart
 * and says which could not go in. The shopper is then sent to the cart, and what could not be
 * added travels there in a one-minute cookie that the cart page reads once and clears (a
 * redirect cannot carry data, and the words must work without JavaScript). The messages are
 * the backend's, already in the shopper's language; React escapes them like any text.
 */
import { redirect } from "@remix-run/cloudflare";
import { readCookie } from "../../../functions/contract/cookies";
import { cartCookie } from "./cart.server";
import type { Upstream } from "../../lib/upstream.server";
import { splitLanguage, withLanguage } from "../../lib/url-rules";

const NOTICE_COOKIE = "buy_again";
const MAX_MESSAGES = 5;
const MAX_MESSAGE_CHARS = 160;

/** What the cart page says after buying again: how many lines went in, and what did not. */
export type BuyAgainNotice = { added: number; skipped: string[]; more: number };

const encode = (notice: BuyAgainNotice) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(notice))));

function decode(value: string): BuyAgainNotice | null {
  try {
    const parsed = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(value), (char) => char.charCodeAt(0))),
    ) as BuyAgainNotice;
    if (typeof parsed.added !== "number" || !Array.isArray(parsed.skipped)) return null;
    return {
      added: parsed.added,
      skipped: parsed.skipped.filter((line) => typeof line === "string").slice(0, MAX_MESSAGES),
      more: Number(parsed.more) || 0,
    };
  } catch {
    return null;
  }
}

/**
 * Calls order/buyAgain and gives back the redirect to the cart, for the action to throw (a thrown
 * redirect keeps the action's data type to its own answers). Throws UpstreamError when refused.
 */
export async function buyAgain(upstream: Upstream, request: Request, orderNo: string): Promise<Response> {
  const answer = await upstream.call("order/buyAgain", { orderNo });
  const notice: BuyAgainNotice = {
    added: answer.added.length,
    skipped: answer.skipped.slice(0, MAX_MESSAGES).map((line) => line.message.slice(0, MAX_MESSAGE_CHARS)),
    more: Math.max(0, answer.skipped.length - MAX_MESSAGES),
  };
  const headers = new Headers();
  headers.append("set-cookie", `${NOTICE_COOKIE}=${encode(notice)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`);
  const issued = cartCookie(request, { cartId: answer.cart.cartId ?? undefined });
  if (issued) headers.append("set-cookie", issued);
  return redirect(withLanguage("/cart", splitLanguage(new URL(request.url).pathname).prefix), { headers });
}

/** The notice waiting for the cart page, and the Set-Cookie that clears it. */
export function takeBuyAgainNotice(request: Request): { notice: BuyAgainNotice | null; clear: string | null } {
  const value = readCookie(request.headers.get("cookie"), NOTICE_COOKIE);
  if (!value) return { notice: null, clear: null };
  return { notice: decode(value), clear: `${NOTICE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` };
}
