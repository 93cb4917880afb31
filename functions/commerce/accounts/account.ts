/**
 * An account is an email address or a mobile number with its country code (docs/spec.md §5),
 * the number checked by its country's rule (mobile-numbers.ts). The router checks only the shape
 * of the fields; this module tells what the account is and answers a malformed one with the
 * spec's words ("Account format error.") beside the field.
 */
import { z } from "@hono/zod-openapi";
import { invalidInput } from "../kernel/http/envelope";
import type { ShopContext } from "../kernel/http/context";
import { readMobile } from "../../contract/mobile-numbers";

export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;
/** A country calling code has 1 to 3 digits. */
const COUNTRY_CODE_PATTERN = /^\+?[1-9]\d{0,2}$/;
/** Mobile numbers without a country code are taken as mainland China's, the seed's format. */
export const DEFAULT_COUNTRY_CODE = "+86";

export const accountField = z.string().trim().min(1).max(254).openapi({ example: "ada@example.com" });
export const countryCodeField = z.string().trim().max(5).optional().openapi({ example: "+86" });
export const passwordField = z.string().min(8).max(64);
export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export type Account =
  { kind: "email"; email: string; key: string } | { kind: "mobile"; mobile: string; countryCode: string; key: string };

/** `key` names the account in codes and rate limits: the email, or "+86 13800138000". */
export function readAccount(
  ctx: ShopContext,
  account: string,
  countryCode?: string,
  requireCountryCode = false,
): Account {
  if (account.includes("@")) {
    if (!EMAIL_PATTERN.test(account)) throw invalidInput({ account: ctx.t("accountFormat") });
    const email = account.toLowerCase();
    return { kind: "email", email, key: email };
  }
  if (!countryCode && requireCountryCode) throw invalidInput({ countryCode: ctx.t("countryCodeRequired") });
  const code = countryCode || DEFAULT_COUNTRY_CODE;
  if (!COUNTRY_CODE_PATTERN.test(code)) throw invalidInput({ countryCode: ctx.t("fieldInvalid", "countryCode") });
  const normalised = code.startsWith("+") ? code : `+${code}`;
  const mobile = readMobile(normalised, account);
  if (!mobile) throw invalidInput({ account: ctx.t("accountFormat") });
  return { kind: "mobile", mobile, countryCode: normalised, key: `${normalised} ${mobile}` };
}

/** The WHERE clause and its parameters that find the account's user row. */
export function accountMatch(account: Account, table = "users"): { sql: string; params: string[] } {
  return account.kind === "email"
    ? { sql: `${table}.email = ?`, params: [account.email] }
    : { sql: `${table}.country_code = ? AND ${table}.mobile = ?`, params: [account.countryCode, account.mobile] };
}
