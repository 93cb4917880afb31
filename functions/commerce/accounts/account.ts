/**
 * An account is an email address or a mobile number with its country code (SPEC.md section 5).
 * The router checks only the shape of the fields; this module tells what the account is and
 * answers a malformed one with the spec's words ("Account format error.") beside the field.
 */
import { z } from "@hono/zod-openapi";
import { invalidInput } from "../http/envelope";
import type { ShopContext } from "../http/context";

export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;
export const MOBILE_PATTERN = /^1\d{10}$/;
const COUNTRY_CODE_PATTERN = /^\+?[1-9]\d{0,3}$/;
/** Mobile numbers without a country code are taken as mainland China's, the seed's format. */
export const DEFAULT_COUNTRY_CODE = "+86";

export const accountField = z.string().trim().min(1).max(254).openapi({ example: "ada@example.com" });
export const countryCodeField = z.string().trim().max(5).optional().openapi({ example: "+86" });
export const passwordField = z.string().min(8).max(64);
export const codeField = z.string().trim().regex(/^\d{6}$/);

export type Account =
  | { kind: "email"; email: string; key: string }
  | { kind: "mobile"; mobile: string; countryCode: string; key: string };

/** `key` names the account in codes and rate limits: the email, or "+86 13800138000". */
export function readAccount(ctx: ShopContext, account: string, countryCode?: string, requireCountryCode = false): Account {
  if (account.includes("@")) {
    if (!EMAIL_PATTERN.test(account)) throw invalidInput({ account: ctx.t("accountFormat") });
    const email = account.toLowerCase();
    return { kind: "email", email, key: email };
  }
  if (!MOBILE_PATTERN.test(account)) throw invalidInput({ account: ctx.t("accountFormat") });
  if (!countryCode && requireCountryCode) throw invalidInput({ countryCode: ctx.t("countryCodeRequired") });
  const code = countryCode || DEFAULT_COUNTRY_CODE;
  if (!COUNTRY_CODE_PATTERN.test(code)) throw invalidInput({ countryCode: ctx.t("fieldInvalid", "countryCode") });
  const normalised = code.startsWith("+") ? code : `+${code}`;
  return { kind: "mobile", mobile: account, countryCode: normalised, key: `${normalised} ${account}` };
}

/** The WHERE clause and its parameters that find the account's user row. */
export function accountMatch(account: Account, table = "users"): { sql: string; params: string[] } {
  return account.kind === "email"
    ? { sql: `${table}.email = ?`, params: [account.email] }
    : { sql: `${table}.country_code = ? AND ${table}.mobile = ?`, params: [account.countryCode, account.mobile] };
}
