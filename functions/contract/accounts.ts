/**
 * The rules of an account's fields (auth/signin, auth/signup, auth/sendCode, auth/forget,
 * auth/resetPassword, auth/bind), written once: the backend validates its calls with
 * `accountFields()` and reads the account with `readAccountValue`; the storefront's sign-in,
 * sign-up, forget, reset and bind forms are built from the same factory with the shopper's
 * messages (ADR 243, 244). Plain zod only: this module reaches the storefront.
 */
import { z } from "./zod";
import { sayFor, silent, type FieldSay } from "./field-say";
import { EMAIL_PATTERN } from "./newsletter";
import { readMobile } from "./mobile-numbers";

export { EMAIL_PATTERN };

/** A country calling code has 1 to 3 digits. */
const COUNTRY_CODE_PATTERN = /^\+?[1-9]\d{0,2}$/;
/** Mobile numbers without a country code are taken as mainland China's, the seed's format. */
export const DEFAULT_COUNTRY_CODE = "+86";

export type AccountField = "account" | "countryCode" | "password" | "signinPassword" | "code";

export function accountFields(say: FieldSay<AccountField> = silent) {
  const error = sayFor(say);
  return {
    /** An email or a mobile number; which one, and its rule, `readAccountValue` tells. */
    account: z.string(error("account")).trim().min(1, error("account")).max(254, error("account")),
    countryCode: z.string(error("countryCode")).trim().max(5, error("countryCode")),
    /** A new password. */
    password: z.string(error("password")).min(8, error("password")).max(64, error("password")),
    /** The password signed in with: any the account may have been given. */
    signinPassword: z.string(error("signinPassword")).min(1, error("signinPassword")).max(64, error("signinPassword")),
    /** A mailed or texted code: 6 digits. */
    code: z
      .string(error("code"))
      .trim()
      .regex(/^\d{6}$/, error("code")),
  };
}

export type AccountValue =
  { kind: "email"; email: string; key: string } | { kind: "mobile"; mobile: string; countryCode: string; key: string };

/** Why an account is refused: the field it is told beside, and the rule it broke. */
export type AccountProblem =
  | { field: "account"; reason: "accountFormat" }
  | { field: "countryCode"; reason: "countryCodeRequired" | "countryCodeInvalid" };

/**
 * What an account is: an email when it has an "@" (then by EMAIL_PATTERN), else a mobile number
 * by its country code's rule (`readMobile`). `key` names the account in codes and rate limits.
 */
export function readAccountValue(
  account: string,
  countryCode?: string,
  requireCountryCode = false,
): { account: AccountValue } | { problem: AccountProblem } {
  if (account.includes("@")) {
    if (!EMAIL_PATTERN.test(account)) return { problem: { field: "account", reason: "accountFormat" } };
    const email = account.toLowerCase();
    return { account: { kind: "email", email, key: email } };
  }
  if (!countryCode && requireCountryCode) return { problem: { field: "countryCode", reason: "countryCodeRequired" } };
  const code = countryCode || DEFAULT_COUNTRY_CODE;
  if (!COUNTRY_CODE_PATTERN.test(code)) return { problem: { field: "countryCode", reason: "countryCodeInvalid" } };
  const normalised = code.startsWith("+") ? code : `+${code}`;
  const mobile = readMobile(normalised, account);
  if (!mobile) return { problem: { field: "account", reason: "accountFormat" } };
  return { account: { kind: "mobile", mobile, countryCode: normalised, key: `${normalised} ${mobile}` } };
}

/** user/sessions/revoke: one of the customer's sessions, by the id user/sessions answered (no words: a hidden field). */
export const sessionIdField = z.string().trim().min(1).max(64);
