/**
 * The account forms' schemas, each used by the browser (conform) and the route's action alike.
 * Messages are locale keys: the spec's own words live under validation.* and errors.*.
 * Forms with a "Send code" button pick their schema by the submitter's `intent`.
 */
import { z } from "./zod";
import { EMAIL_PATTERN } from "./newsletter";

export const MOBILE_PATTERN = /^1\d{10}$/;
/** Country codes offered beside a mobile number; +86 first, the seed's own format. */
export const COUNTRY_CODES = ["+86", "+852", "+853", "+886", "+1", "+44", "+65", "+61"] as const;

const account = z
  .string({ error: "validation.accountRequired" })
  .trim()
  .max(254, { error: "errors.inputLimit" })
  .refine((value) => EMAIL_PATTERN.test(value) || MOBILE_PATTERN.test(value), { error: "errors.accountFormat" });

const email = z.string({ error: "validation.accountRequired" }).trim().max(254, { error: "errors.inputLimit" }).regex(EMAIL_PATTERN, { error: "errors.accountFormat" });
const mobile = z.string({ error: "validation.accountRequired" }).trim().regex(MOBILE_PATTERN, { error: "errors.accountFormat" });
const countryCode = z.enum(COUNTRY_CODES, { error: "validation.countryCodeRequired" });
const password = z
  .string({ error: "validation.passwordRequired" })
  .min(8, { error: "auth.passwordLength" })
  .max(64, { error: "auth.passwordLength" });
const code = z.string({ error: "validation.codeRequired" }).trim().regex(/^\d{6}$/, { error: "auth.codeFormat" });

/** Sign-up by email or by mobile: the shown tab decides which account field is checked. */
const signupAccount = z.discriminatedUnion("by", [
  z.object({ by: z.literal("email"), account: email }),
  z.object({ by: z.literal("mobile"), account: mobile, countryCode }),
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

export const signinPasswordSchema = z.object({ account, password: z.string({ error: "validation.passwordRequired" }).max(64, { error: "errors.inputLimit" }), redirect: z.string().max(2000).optional() });

/** "Send code" checks only the account; the code field may still be empty. */
export const signinCodeRequestSchema = z.object({ account, code: z.string().max(10).optional(), redirect: z.string().max(2000).optional() });

export const signinCodeSchema = signinCodeRequestSchema.extend({ code });

export const forgetSchema = z.object({ account });

export const resetPasswordSchema = z.object({ account, code, password });

/** Mobile accounts are sent with their country code; the sign-in forms take the default (+86). */
export function accountPayload(value: { account: string; countryCode?: string }) {
  return MOBILE_PATTERN.test(value.account) ? { account: value.account, countryCode: value.countryCode ?? COUNTRY_CODES[0] } : { account: value.account };
}
