/**
 * The account forms' schemas, each used by the browser (conform) and the route's action alike.
 * Messages are locale keys: the spec's own words live under validation.* and errors.*.
 * Forms with a "Send code" button pick their schema by the submitter's `intent`.
 */
import { z } from "../../lib/forms/zod";
import { EMAIL_PATTERN } from "../engagement/newsletter-form";
import { COUNTRY_CODES, isMobile, normaliseMobile, type CountryCode } from "../../../functions/contract/mobile-numbers";

export { COUNTRY_CODES };

const account = z
  .string({ error: "validation.accountRequired" })
  .trim()
  .min(1, { error: "validation.accountRequired" })
  .max(254, { error: "errors.inputLimit" });

const email = z
  .string({ error: "validation.accountRequired" })
  .trim()
  .max(254, { error: "errors.inputLimit" })
  .regex(EMAIL_PATTERN, { error: "errors.accountFormat" });
const mobile = z
  .string({ error: "validation.accountRequired" })
  .trim()
  .min(1, { error: "validation.accountRequired" })
  .max(30, { error: "errors.inputLimit" });
export const countryCode = z.enum(COUNTRY_CODES, { error: "validation.countryCodeRequired" });
/** On the email-or-mobile forms an email needs no code (accountRule asks for it for a number). */
const optionalCountryCode = countryCode.optional();

/**
 * The account is an email, or a mobile number by the rule of the country code beside it (every
 * form that takes a mobile takes its country code). Checked on the whole object, where both are
 * known; `email` says whether an email is allowed at all.
 */
function accountRule<T extends { account: string; countryCode?: string }>(email: boolean) {
  return (value: T, ctx: z.RefinementCtx) => {
    if ((email && EMAIL_PATTERN.test(value.account)) || isMobile(value.countryCode, value.account)) return;
    // A number posted without its code (not from these forms, which always send one) is told so.
    const numberWithoutCode = value.countryCode === undefined && /^[\d\s().-]+$/.test(value.account);
    if (numberWithoutCode)
      ctx.addIssue({ code: "custom", path: ["countryCode"], message: "validation.countryCodeRequired" });
    else ctx.addIssue({ code: "custom", path: ["account"], message: "errors.accountFormat" });
  };
}
const password = z
  .string({ error: "validation.passwordRequired" })
  .min(8, { error: "auth.passwordLength" })
  .max(64, { error: "auth.passwordLength" });
const code = z
  .string({ error: "validation.codeRequired" })
  .trim()
  .regex(/^\d{6}$/, { error: "auth.codeFormat" });

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
    password: z.string({ error: "validation.passwordRequired" }).max(64, { error: "errors.inputLimit" }),
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
