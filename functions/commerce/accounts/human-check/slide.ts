/**
 * The slide-to-verify challenge, made and checked by the backend alone: `s1.<issued ms>.<nonce>.<mac>`
 * where the MAC is an HMAC-SHA-256 over the rest with a key derived from SESSION_SECRET (its own
 * label, so it can never be confused with a code hash or a session). It passes when the slider
 * was moved to the right end, the MAC is genuine, and it is at least MIN_FILL_MS old (no person
 * fills a form faster) and at most MAX_AGE_MS. Single use is kept by the caller (uses.ts).
 */
import { base64url, fromBase64url } from "../../kernel/random";

export const SLIDE_RULES = { minFillMs: 1_500, maxAgeMs: 30 * 60_000, slidEnd: 100 } as const;

const PATTERN = /^s1\.(\d{13})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

async function hmacKey(secret: string): Promise<CryptoKey> {
  if (!secret) throw new Error("SESSION_SECRET is not set: the human check cannot be signed");
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`human-check\n${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

/** A new challenge, issued at `now` (tests pass an earlier time instead of waiting). */
export async function mintSlideChallenge(secret: string, now = Date.now()): Promise<string> {
  const nonce = [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  const body = `s1.${now}.${nonce}`;
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(body)));
  return `${body}.${base64url(mac)}`;
}

export type SlideVerdict = { passed: true; nonce: string; expiresAtMs: number } | { passed: false };

/** Whether a submitted challenge and slider value pass; `nonce` is what the caller marks used. */
export async function verifySlide(
  secret: string,
  challenge: string,
  value: number,
  now = Date.now(),
): Promise<SlideVerdict> {
  const match = PATTERN.exec(challenge);
  if (!match || !(value >= SLIDE_RULES.slidEnd)) return { passed: false };
  const [, issued, nonce, mac] = match;
  const age = now - Number(issued);
  if (age < SLIDE_RULES.minFillMs || age > SLIDE_RULES.maxAgeMs) return { passed: false };
  const genuine = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    fromBase64url(mac),
    new TextEncoder().encode(`s1.${issued}.${nonce}`),
  );
  return genuine ? { passed: true, nonce, expiresAtMs: Number(issued) + SLIDE_RULES.maxAgeMs } : { passed: false };
}
