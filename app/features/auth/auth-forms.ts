/**
 * The account forms' schemas, each used by the browser (conform) and the route's action alike.
 * Messages are locale keys: the spec's own words live under validation.* and errors.*.
 * Forms with a "Send code" button pick their schema by the submitter's `intent`.
 */
import { z } from "../../lib/forms/zod";
import {
  accountFields,
  EMAIL_PATTERN,
  readAccountValue,
  type AccountField,
} from "../../../functions/contract/accounts";
import { COUNTRY_CODES, normaliseMobile, type CountryCode } from "../../../functions/contract/mobile-numbers";

export { COUNTRY_CODES };

/** The messages of the contract's account rules (functions/contract/accounts.ts, ADR 244). */
const REQUIRED: Record<AccountField, string> = {
  account: "validation.accountRequired",
  countryCode: "validation.countryCodeRequired",
  password: "validation.passwordRequired",
  signinPassword: "validation.passwordRequired",
  code: "validation.codeRequired",
};
const BROKEN: Record<AccountField, string> = {
  account: "validation.accountRequired",
  countryCode: "validation.countryCodeRequired",
  password: "auth.passwordLength",
  signinPassword: "errors.inputLimit",
  code: "auth.codeFormat",
};
const fields = accountFields((field, issue) => {
  if (issue.code === "invalid_type") return REQUIRED[field];
  if (issue.code === "too_big" && field === "account") return "errors.inputLimit";
  if (issue.code === "too_small" && field === "signinPassword") return REQUIRED[field];
  return BROKEN[field];
});

/** The contract's account, code and password fields with the account forms' messages (the user center's too). */
export const accountFieldsForForms = fields;

const account = fields.account;
const email = fields.account.regex(EMAIL_PATTERN, { error: "errors.accountFormat" });
const mobile = fields.account;
/** The picker's codes: a shopper picks one, never types it. */
export const countryCode = z.enum(COUNTRY_CODES, { error: "validation.countryCodeRequired" });
/** On the email-or-mobile forms an email needs no code (accountRule asks for it for a number). */
const optionalCountryCode = countryCode.optional();

/**
 * The account is an email, or a mobile number by the rule of the country code beside it: the
 * backend's reading (readAccountValue), checked on the whole object where both are known. The
 * forms ask for the code of a number (their picker always sends one); `email` says whether an
 * email is allowed at all.
 */
function accountRule<T extends { account: string; countryCode?: string }>(email: boolean) {
  return (value: T, ctx: z.RefinementCtx) => {
    const read = readAccountValue(value.account, value.countryCode, true);
    if ("account" in read) {
      if (email || read.account.kind === "mobile") return;
      ctx.addIssue({ code: "custom", path: ["account"], message: "errors.accountFormat" });
    } else if (read.problem.reason === "countryCodeRequired" && /^[\d\s().-]+$/.test(value.account))
      // A number posted without its code (not from these forms, which always send one) is told so.
      ctx.addIssue({ code: "custom", path: ["countryCode"], message: "validation.countryCodeRequired" });
    else ctx.addIssue({ code: "custom", path: ["account"], message: "errors.accountFormat" });
  };
}
const password = fields.password;
const code = fields.code;

/** Sign-up by email or by mobile: the shown tab decides which account field is checked. */
const signupAccount = z.discriminatedUnion("by", [
  z.object({ by: z.literal("email"), account: email }),
  z.object({ by: z.literal("mobile"), account: mobile, countryCode }).superRefine(accountRule(false)),
]);

export const signupCodeSchema = signupAccount;

export const signupSchema = z.intersection(
  signupAccount,
  z.object({
    code,
    password,
    agree: z.boolean({ error: "validation.agreeTerms" }),
    redirect: z.string().max(2000).optional(),
  }),
);

/** Binding an email or mobile to a signed-in account (after WeChat sign-up): the same account fields and a code. */
export const bindCodeSchema = signupAccount;

export const bindSchema = z.intersection(signupAccount, z.object({ code, redirect: z.string().max(2000).optional() }));

const redirect = z.string().max(2000).optional();

export const signinPasswordSchema = z
  .object({
    account,
    countryCode: optionalCountryCode,
    password: fields.signinPassword,
    redirect,
  })
  .superRefine(accountRule(true));

/** "Send code" checks only the account; the code field may still be empty. */
export const signinCodeRequestSchema = z
  .object({ account, countryCode: optionalCountryCode, code: z.string().max(10).optional(), redirect })
  .superRefine(accountRule(true));

const signinCodeSchema = z
  .object({ account, countryCode: optionalCountryCode, code, redirect })
  .superRefine(accountRule(true));

/** The sign-in forms' schema for the button pressed: the action and the browser's check pick alike. */
export function signinSchemaFor(intent: FormDataEntryValue | null) {
  if (intent === "password") return signinPasswordSchema;
  return intent === "send-code" ? signinCodeRequestSchema : signinCodeSchema;
}

export const forgetSchema = z.object({ account, countryCode: optionalCountryCode }).superRefine(accountRule(true));

export const resetPasswordSchema = z
  .object({ account, countryCode: optionalCountryCode, code, password })
  .superRefine(accountRule(true));

/** What the backend is sent: an email as typed, or the mobile's digits with their country code. */
export function accountPayload(value: { account: string; countryCode?: string }): {
  account: string;
  countryCode?: CountryCode;
} {
  if (EMAIL_PATTERN.test(value.account)) return { account: value.account };
  const code = (value.countryCode ?? COUNTRY_CODES[0]) as CountryCode;
  return { account: normaliseMobile(code, value.account), countryCode: code };
}

/** How an account is named back to the shopper ("code sent to +44 7700900123"). */
export function accountLabel(value: { account: string; countryCode?: string }): string {
  const sent = accountPayload(value);
  return sent.countryCode ? `${sent.countryCode} ${sent.account}` : sent.account;
}
