/**
 * The slide-to-verify check, decided on the server: the sign-up page carries a proof signed with
 * SESSION_SECRET and stamped with the time it was shown. A submission passes when the slider
 * reached the right end and the proof is genuine, at least MIN_FILL_MS old (no person fills the
 * form faster) and at most MAX_AGE_MS old. The slider is a native range input, so it works by
 * mouse, touch and keyboard, and without JavaScript.
 */
const MIN_FILL_MS = 1_500;
const MAX_AGE_MS = 30 * 60_000;

async function sign(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret || "storefront"), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`slide\n${text}`)));
  return btoa(String.fromCharCode(...mac)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function slideProof(secret: string, now = Date.now()): Promise<string> {
  const stamp = String(now);
  return `${stamp}.${await sign(secret, stamp)}`;
}

export async function slidePassed(secret: string, proof: string | undefined, value: number, now = Date.now()): Promise<boolean> {
  if (value < 100 || !proof) return false;
  const [stamp, mac] = proof.split(".");
  const age = now - Number(stamp);
  if (!(age >= MIN_FILL_MS && age <= MAX_AGE_MS)) return false;
  return mac === (await sign(secret, stamp));
}
