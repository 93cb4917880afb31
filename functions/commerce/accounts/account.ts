/**
 * An account is an email address or a mobile number with its country code (docs/spec.md §5),
 * the number checked by its country's rule (mobile-numbers.ts). The router checks only the shape
 * of the fields; this module tells what the account is and answers a malformed one with the
 * spec's words ("Account format error.") beside the field.
 */
import { invalidInput } from "../kernel/http/envelope";
import type { ShopContext } from "../kernel/http/context";
import { accountFields, readAccountValue, type AccountValue } from "../../contract/accounts";

export { DEFAULT_COUNTRY_CODE, EMAIL_PATTERN } from "../../contract/accounts";

// The contract's (functions/contract/accounts.ts), which the storefront's account forms are built from.
const fields = accountFields();
export const accountField = fields.account;
export const countryCodeField = fields.countryCode.optional();
export const passwordField = fields.password;
export const signinPasswordField = fields.signinPassword;
export const codeField = fields.code;

export type Account = AccountValue;

/** `key` names the account in codes and rate limits: the email, or "+86 13800138000". */
export function readAccount(
  ctx: ShopContext,
  account: string,
  countryCode?: string,
  requireCountryCode = false,
): Account {
  const read = readAccountValue(account, countryCode, requireCountryCode);
  if ("account" in read) return read.account;
  const { field, reason } = read.problem;
  throw invalidInput({ [field]: reason === "countryCodeInvalid" ? ctx.t("fieldInvalid", field) : ctx.t(reason) });
}

/** The WHERE clause and its parameters that find the account's user row. */
export function accountMatch(account: Account, table = "users"): { sql: string; params: string[] } {
  return account.kind === "email"
    ? { sql: `${table}.email = ?`, params: [account.email] }
    : { sql: `${table}.country_code = ? AND ${table}.mobile = ?`, params: [account.countryCode, account.mobile] };
}
