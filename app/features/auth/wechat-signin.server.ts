/**
 * WeChat sign-in on the storefront's side. Starting: a fresh random `state` goes into a
 * short-lived HttpOnly cookie (with where to go afterwards) and into the WeChat QR page's
 * address. Coming back: the callback's `state` must equal the cookie's, so a callback that this
 * browser did not start — someone else's code planted by a link (login CSRF) — signs nobody in.
 * The cookie is SameSite=Lax: WeChat's redirect back is a top-level GET, which Lax cookies follow.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readCookie } from "../../../functions/contract/cookies";
import { UpstreamError } from "../../lib/envelope";
import { afterSignIn } from "../../lib/session.server";
import { sessionCookie } from "../../../functions/contract/session-cookie";
import { splitLanguage, withLanguage } from "../../lib/url-rules";

export const WECHAT_STATE_COOKIE = "wx_state";
const STATE_MAX_AGE_S = 10 * 60;

function stateCookie(value: string, maxAge: number, secure: boolean): string {
  return `${WECHAT_STATE_COOKIE}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Constant-time comparison, so the state cannot be guessed a character at a time. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const prefixOf = (request: Request) => splitLanguage(new URL(request.url).pathname).prefix;

/** Back to sign-in with the failure named; the state cookie is dropped either way. */
function failed(request: Request, secure: boolean, next: string) {
  const to = `${withLanguage("/auth/signin", prefixOf(request))}?error=wechat&redirect=${encodeURIComponent(next)}`;
  return redirect(to, { headers: { "set-cookie": stateCookie("", 0, secure) } });
}

export async function startWechatSignin({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const secure = context.session.secure;
  const next = afterSignIn(request, url.searchParams.get("redirect"));
  const state = randomState();
  const redirectUri = `${url.origin}${withLanguage("/auth/wechat/callback", prefixOf(request))}`;
  try {
    const upstream = context.upstream;
    const { url: qrPage } = await upstream.call("auth/wechat/authorize", { redirectUri, state });
    return redirect(qrPage, {
      headers: { "set-cookie": stateCookie(`${state}|${next}`, STATE_MAX_AGE_S, secure), "cache-control": "no-store" },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return failed(request, secure, next);
  }
}

export async function finishWechatSignin(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const secure = context.session.secure;
  const saved = readCookie(request.headers.get("cookie"), WECHAT_STATE_COOKIE) ?? "";
  const split = saved.indexOf("|");
  const [expected, target] = split > 0 ? [saved.slice(0, split), saved.slice(split + 1)] : ["", ""];
  const next = afterSignIn(request, target);
  const state = url.searchParams.get("state") ?? "";
  const code = url.searchParams.get("code");
  if (!expected || !code || !sameText(state, expected)) return failed(request, secure, next);
  try {
    const upstream = context.upstream;
    const { token, created } = await upstream.call("auth/wechat/signin", { code });
    // A new account has no email or mobile yet: offer to bind one before going on.
    const to = created ? `${withLanguage("/auth/bind", prefixOf(request))}?redirect=${encodeURIComponent(next)}` : next;
    const headers = new Headers({ "cache-control": "no-store" });
    headers.append("set-cookie", stateCookie("", 0, secure));
    headers.append("set-cookie", sessionCookie(token, secure));
    return redirect(to, { headers });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return failed(request, secure, next);
  }
}

/** Which outside providers the sign-in page offers; none when the backend cannot say. */
export async function signinProviders({ context }: LoaderFunctionArgs): Promise<{ wechat: boolean }> {
  try {
    return await context.upstream.call("auth/providers");
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { wechat: false };
  }
}
