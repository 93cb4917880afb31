/**
 * The one reading of a `Cookie` header (ADR 201), used by the app (session view, currency, cart),
 * the Worker's proxy and the page cache alike, so the rule that decides what is READ is the rule
 * that decides what is PERSONAL. Strict, as a browser sends it (RFC 6265 §4.2): pairs separated
 * by ";" and optional spaces, each `name=value` where the name is an RFC 7230 token written
 * exactly (no space before "=", names are case-sensitive). A pair that does not fit (`cart =1`,
 * `=1`, `cart`) is ignored by every reader: it is neither read nor personal. Of duplicated names
 * the first is read (a browser sends the more specific path first), and that one decides both.
 */

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Every well-formed pair in order, duplicates kept; values are as sent (not decoded). */
export function cookiePairs(header: string | null | undefined): [name: string, value: string][] {
  if (!header) return [];
  const pairs: [string, string][] = [];
  for (const part of header.split(";")) {
    const pair = part.replace(/^[ \t]+/, "");
    const eq = pair.indexOf("=");
    if (eq <= 0) continue;
    const name = pair.slice(0, eq);
    if (!TOKEN.test(name)) continue;
    pairs.push([name, pair.slice(eq + 1).replace(/[ \t]+$/, "")]);
  }
  return pairs;
}

/** The first value sent under exactly `name`, percent-decoded; null when absent, empty or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  const found = cookiePairs(header).find(([key]) => key === name);
  if (!found) return null;
  let value = found[1];
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  try {
    return decodeURIComponent(value) || null;
  } catch {
    return null;
  }
}

/** Does the header carry any of `names` with a value (read by the same rule as readCookie)? */
export function carriesCookie(header: string | null | undefined, names: readonly string[]): boolean {
  return names.some((name) => readCookie(header, name) !== null);
}
