/**
 * Password hashing: PBKDF2-HMAC-SHA-256 through WebCrypto at 100 000 iterations, the most that
 * Cloudflare Workers allow in production (more throws there, though local workerd accepts it).
 * scrypt via node:crypto would be memory-hard but costs more CPU per sign-in than the Workers
 * budget comfortably allows. Each hash carries its scheme and parameters
 * (`pbkdf2-sha256$100000$salt$hash`), so a later scheme can rehash on the next sign-in.
 */
import { base64url, fromBase64url } from "../kernel/random";

export const PASSWORD_HASHING = { scheme: "pbkdf2-sha256", iterations: 100_000, saltBytes: 16, hashBits: 256 } as const;

/** The limit Workers enforce in production; a test keeps PASSWORD_HASHING within it. */
export const WORKERS_PBKDF2_MAX_ITERATIONS = 100_000;

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bits: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const derived = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, bits);
  return new Uint8Array(derived);
}

export async function hashPassword(password: string): Promise<string> {
  const { scheme, iterations, saltBytes, hashBits } = PASSWORD_HASHING;
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await derive(password, salt, iterations, hashBits);
  return [scheme, iterations, base64url(salt), base64url(hash)].join("$");
}

/** Always does the full work, also for a malformed stored hash, so answers take equally long. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = (stored ?? UNKNOWN_ACCOUNT_HASH).split("$");
  const iterations = Number(iterationsText);
  const usable = scheme === PASSWORD_HASHING.scheme && iterations > 0 && iterations <= WORKERS_PBKDF2_MAX_ITERATIONS;
  const expected = usable ? fromBase64url(hashText) : new Uint8Array(32);
  const salt = usable ? fromBase64url(saltText) : new Uint8Array(PASSWORD_HASHING.saltBytes);
  const actual = await derive(
    password,
    salt,
    usable ? iterations : PASSWORD_HASHING.iterations,
    expected.length * 8 || 256,
  );
  return usable && stored !== null && timingSafeEqual(actual, expected);
}

/** A stored hash made with older parameters is replaced on the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, iterations] = stored.split("$");
  return scheme !== PASSWORD_HASHING.scheme || Number(iterations) !== PASSWORD_HASHING.iterations;
}

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0;
}

/** Verified against when the account does not exist, so unknown accounts cost the same time. */
const UNKNOWN_ACCOUNT_HASH = `${PASSWORD_HASHING.scheme}$${PASSWORD_HASHING.iterations}$AAAAAAAAAAAAAAAAAAAAAA$${"A".repeat(43)}`;
