/**
 * The shopper's currency: `?currency=` (the picker) wins and is remembered in a cookie, then
 * the cookie, then the site's default. Only currencies of the site config are accepted.
 */
import { CURRENCY_COOKIE, readCookie } from "../../functions/contract/cookies";
import type { SiteConfig } from "./site";

export async function resolveCurrency(request: Request, site: SiteConfig, headers: Headers): Promise<string> {
  const known = new Set(site.currencies.map((currency) => currency.code));
  const asked = new URL(request.url).searchParams.get("currency");
  if (asked && known.has(asked)) {
    headers.append("set-cookie", `${CURRENCY_COOKIE}=${asked}; Path=/; SameSite=Lax; Max-Age=31536000`);
    return asked;
  }
  const remembered = readCookie(request.headers.get("cookie"), CURRENCY_COOKIE);
  if (remembered && known.has(remembered)) return remembered;
  return known.has(site.defaultCurrency) ? site.defaultCurrency : site.currencies[0].code;
}

/**
 * The currency the shopper picked, for calls that record it (checkout/submit). The backend checks
 * it against the site's currencies and reads the rate itself, so an unknown code changes nothing.
 */
export function pickedCurrency(request: Request): { currency?: string } {
  const code = readCookie(request.headers.get("cookie"), CURRENCY_COOKIE);
  return code && /^[A-Z]{3}$/.test(code) ? { currency: code } : {};
}
