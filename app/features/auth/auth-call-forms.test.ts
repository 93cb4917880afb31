/**
 * The sign-in, sign-up, forget, reset and bind forms accept what their calls accept: the call's
 * fields (`accountFields()`, as auth/* validate) and the account read as the backend reads it
 * (`readAccountValue`). One set of rules (ADR 243, 244). A number always comes with its country
 * code from the forms' picker, so every mobile sample carries one.
 */
import { describe, expect, it } from "vitest";
import { z } from "../../lib/forms/zod";
import { accountFields, readAccountValue } from "../../../functions/contract/accounts";
import {
  bindSchema,
  forgetSchema,
  resetPasswordSchema,
  signinCodeRequestSchema,
  signinPasswordSchema,
  signupSchema,
} from "./auth-forms";

const fields = accountFields();
const accountShape = { account: fields.account, countryCode: fields.countryCode.optional() };

/** A call's answer to the input: its fields, then the account as readAccount reads it. */
const call =
  (shape: z.ZodRawShape, requireCountryCode: boolean) =>
  (input: Record<string, unknown>): boolean => {
    const parsed = z.object({ ...accountShape, ...shape }).safeParse(input);
    if (!parsed.success) return false;
    const value = parsed.data as { account: string; countryCode?: string };
    return "account" in readAccountValue(value.account, value.countryCode, requireCountryCode);
  };

const signinCall = call({ password: fields.signinPassword.optional(), code: fields.code.optional() }, false);
const forgetCall = call({}, false);
const resetCall = call({ code: fields.code, password: fields.password }, false);
const signupCall = call({ code: fields.code, password: fields.password, agree: z.literal(true) }, true);
const bindCall = call({ code: fields.code }, true);

const accounts: { account: string; countryCode?: string }[] = [
  { account: "ada@example.com" },
  { account: "  ada@example.com  " },
  { account: "ada.lovelace-1@mail.example.co.uk", countryCode: "+44" },
  { account: "ada+shop@example.com" },
  { account: "ada@example" },
  { account: "ada@" },
  { account: "" },
  { account: "   " },
  { account: `${"a".repeat(242)}@example.com` },
  { account: `${"a".repeat(243)}@example.com` },
  { account: "13800138000", countryCode: "+86" },
  { account: "1380013800", countryCode: "+86" },
  { account: "07700 900123", countryCode: "+44" },
  { account: "7700900123", countryCode: "+86" },
  { account: "(202) 555-0143", countryCode: "+1" },
  { account: "0912-345-678", countryCode: "+886" },
  { account: "abc", countryCode: "+86" },
];
const passwords = ["", "short12", "long enough", "x".repeat(64), "x".repeat(65)];
const codes = ["123456", " 123456 ", "12345", "1234567", "12a456", ""];

const formAccepts = (schema: z.ZodType, input: Record<string, unknown>) => schema.safeParse(input).success;

describe("account forms and their calls", () => {
  it.each(accounts)("sign-in by password, by code, forget: %o", (account) => {
    for (const password of passwords)
      expect(formAccepts(signinPasswordSchema, { ...account, password })).toBe(signinCall({ ...account, password }));
    for (const code of codes)
      expect(formAccepts(signinCodeRequestSchema, { ...account, code })).toBe(forgetCall(account));
    expect(formAccepts(forgetSchema, account)).toBe(forgetCall(account));
  });

  it.each(accounts)("reset password: %o", (account) => {
    for (const password of passwords)
      for (const code of codes)
        expect(formAccepts(resetPasswordSchema, { ...account, code, password })).toBe(
          resetCall({ ...account, code, password }),
        );
  });

  it.each(accounts)("sign-up and bind, on the tab of the account's kind: %o", (account) => {
    const by = account.countryCode && !account.account.includes("@") ? "mobile" : "email";
    for (const code of codes) {
      for (const password of passwords) {
        const input = { ...account, code, password, agree: true };
        expect(formAccepts(signupSchema, { by, ...input })).toBe(signupCall(input));
      }
      expect(formAccepts(bindSchema, { by, ...account, code })).toBe(bindCall({ ...account, code }));
    }
  });
});
