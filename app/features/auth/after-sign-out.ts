/**
 * Where signing out lands (docs/spec.md §4: "the token and user info are cleared and the page
 * reloads"): the page the shopper was on, afresh, unless only a signed-in shopper may see it
 * (the user area, under its configured path, and the account screens), which would only send
 * them to sign-in: then the home page, in the same language.
 */
import { safeRedirectPath } from "../../../functions/contract/safe-redirect";
import { DEFAULT_URL_RULES, splitLanguage, withLanguage, type UrlRules } from "../../lib/url-rules";

export function afterSignOut(page: string, rules: Pick<UrlRules, "user">): string {
  const url = new URL(page, "http://shop.invalid");
  const { prefix, path } = splitLanguage(url.pathname);
  const userBases = new Set(
    [DEFAULT_URL_RULES.user, rules.user || DEFAULT_URL_RULES.user].map((base) => base.replace(/\/+$/, "")),
  );
  const signedInOnly =
    path.startsWith("/auth/") || [...userBases].some((base) => path === base || path.startsWith(`${base}/`));
  const home = withLanguage("/", prefix);
  return signedInOnly ? home : safeRedirectPath(url.pathname + url.search, home);
}
