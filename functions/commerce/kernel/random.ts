/** Random tokens and their hashes: only hashes of tokens and codes are ever stored. */

export function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}

/** 32 random bytes (256 bits), URL-safe: session tokens, QR tickets, email links. */
export function randomToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** A uniformly random string of `digits` decimal digits (rejection sampling, no modulo bias). */
export function randomDigits(digits: number): string {
  let out = "";
  while (out.length < digits) {
    const [value] = crypto.getRandomValues(new Uint8Array(1));
    if (value < 250) out += String(value % 10);
  }
  return out;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Codes have only a million values, so a plain hash could be reversed by trying them all: mix in
 * the server's secret (HMAC) and the account and scene the code was made for.
 */
export async function codeHash(secret: string, account: string, scene: string, code: string): Promise<string> {
  // No built-in key: with a known one, every stored code hash could be reversed offline.
  if (!secret) throw new Error("SESSION_SECRET is not set");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${account}\n${scene}\n${code}`));
  return base64url(new Uint8Array(mac));
}
