/**
 * The one redirect check (ADR 200): may this value be sent as a `Location` of this shop? Every
 * redirect the storefront and the Worker make from something a request carried (sign-in,
 * sign-up, sign-out, the language marker, a `redirect`/`redirectTo`/`backTo`/`returnPath`
 * parameter, a payment's return path) goes through `safeRedirectPath`.
 *
 * The value is judged AFTER the normalisation a browser or a URL parser applies, never as
 * written: `new URL` resolves dot segments (`/.//evil.example` and `/a/..//evil.example` become
 * `//evil.example`, `%2e%2e` counts as `..`), reads `\` as `/`, drops tabs and newlines; a
 * reader may also decode percent escapes. So the answer is the value as the URL parser
 * resolved it, and it is kept only when that result, and every reading of it, is a path of this
 * site: one leading `/`, never `//` or `/\`, no scheme, no whitespace or control characters.
 * Anything else gives the fallback (itself checked; "/" when it fails too).
 */

const BASE = "http://shop.invalid";
/** Whitespace, C0/C1 controls, soft hyphen, zero-width and bidi marks, BOM: a reader may drop any. */
const INVISIBLE_CHARS =
  "\\u0000-\\u0020\\u007f-\\u00a0\\u00ad\\u1680\\u180e\\u2000-\\u200f\\u2028-\\u202f\\u205f-\\u2064\\u3000\\ufeff";
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]`);
const ALL_INVISIBLE = new RegExp(`[${INVISIBLE_CHARS}]`, "g");
const PERCENT = /%([0-9a-f]{2})/gi;

function decodePercentOnce(value: string): string {
  return value.replace(PERCENT, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The value as each reader might see it: raw, then percent-decoded up to three times, each squeezed. */
function readings(value: string): string[] {
  const seen: string[] = [];
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    seen.push(current.replace(ALL_INVISIBLE, "").replace(/\\/g, "/"));
    const next = decodePercentOnce(current);
    if (next === current) break;
    current = next;
  }
  return seen;
}

/** A reading that is no path, or starts a new authority (`//host`): a scheme never starts with "/". */
const readingLeavesSite = (reading: string) => !reading.startsWith("/") || reading.startsWith("//");

/** Is `value` exactly a same-site path that needs no normalising (the fixed point of the check)? */
export function isSafeRedirectPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  if (INVISIBLE.test(value) || value.includes("\\")) return false;
  if (readings(value).some(readingLeavesSite)) return false;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return false;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return false;
  return url.pathname + url.search + url.hash === value;
}

/**
 * `target` as a path of this site, resolved the way a browser would resolve it, or `fallback`
 * (or "/" when the fallback is no such path either). Non-strings (form files, null) fall back.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  const safeFallback = isSafeRedirectPath(fallback) ? fallback : "/";
  if (typeof target !== "string" || target.length > 4000) return safeFallback;
  // Raw whitespace, controls and backslashes are refused outright rather than repaired: a
  // browser would drop or reinterpret them, and no link of this shop writes them unencoded.
  if (!target.startsWith("/") || INVISIBLE.test(target) || target.includes("\\")) return safeFallback;
  if (readings(target).some(readingLeavesSite)) return safeFallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return safeFallback;
  }
  if (url.origin !== BASE) return safeFallback;
  const resolved = url.pathname + url.search + url.hash;
  return isSafeRedirectPath(resolved) ? resolved : safeFallback;
}
