/**
 * Who may open a development page (/dev/outbox: every sign-up code and link the shop "sent"),
 * even where development features are on (ADR 202). `wrangler dev --ip 0.0.0.0` puts the Worker
 * on the network, and workerd gives a Worker no peer address it cannot be told: Miniflare fills
 * `CF-Connecting-IP` only when the client did not send one. So the page answers:
 *
 * - with the operator token (`Authorization: Bearer <ADMIN_TOKEN>`), from anywhere; or
 * - to a request that looks loopback in every way it can be read: the URL's host is
 *   127.0.0.1, localhost or [::1], `CF-Connecting-IP` (when present) is a loopback address, and no
 *   proxy header (`X-Forwarded-For`, `X-Forwarded-Host`, `X-Real-IP`, `Forwarded`) came.
 *
 * The second rule turns away a browser on another machine (its Host is the machine's address)
 * and DNS rebinding (the Host is the attacker's name); a client that forges Host and
 * CF-Connecting-IP by hand is not stopped by it, which is why the token exists and why the
 * README says to keep `wrangler dev` on 127.0.0.1.
 */

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const PROXY_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-real-ip", "forwarded"];

const isLoopbackAddress = (ip: string) => ip === "::1" || /^127(?:\.\d{1,3}){3}$/.test(ip) || ip === "::ffff:127.0.0.1";

function sameSecret(given: string, expected: string): boolean {
  if (!expected || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

export function looksLoopback(request: Request): boolean {
  if (!LOOPBACK_HOSTS.has(new URL(request.url).hostname)) return false;
  if (PROXY_HEADERS.some((name) => request.headers.has(name))) return false;
  const peer = request.headers.get("cf-connecting-ip");
  return peer === null || isLoopbackAddress(peer.trim());
}

export function devPageAllowed(request: Request, adminToken: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  if (bearer && sameSecret(bearer, adminToken ?? "")) return true;
  return looksLoopback(request);
}
