/** The account forms' schemas take a mobile by its country code's rule, on every form (issue 17). */
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  accountLabel,
  accountPayload,
  forgetSchema,
  resetPasswordSchema,
  signinCodeRequestSchema,
  signinPasswordSchema,
  signupCodeSchema,
} from "./auth-forms";
import { mobileCodeSchema } from "../account/account-forms";
import { COUNTRY_CODES, isMobile } from "../../../functions/contract/mobile-numbers";
import { defaultCountryCode } from "./mobile-numbers";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** The field messages of a refused submission (none for an accepted one). */
const errorsOf = (submission: { status?: string } & object) => ("error" in submission ? submission.error : undefined);

describe("account forms with a country code", () => {
  it("sign in, code sign-in, forget and reset take a +44 or +1 mobile and refuse it under +86", () => {
    const cases = [
      [signinPasswordSchema, { password: "whatever" }],
      [signinCodeRequestSchema, {}],
      [forgetSchema, {}],
      [resetPasswordSchema, { code: "123456", password: "long enough 1" }],
    ] as const;
    for (const [schema, rest] of cases) {
      for (const [countryCode, account] of [
        ["+44", "07700 900123"],
        ["+1", "202-555-0143"],
        ["+86", "13800138000"],
      ]) {
        expect(parseWithZod(form({ ...rest, countryCode, account }), { schema }).status).toBe("success");
      }
      const wrong = parseWithZod(form({ ...rest, countryCode: "+86", account: "7700900123" }), { schema });
      expect(wrong.status).toBe("error");
      expect(errorsOf(wrong)).toMatchObject({ account: ["errors.accountFormat"] });
      expect(parseWithZod(form({ ...rest, account: "ada@example.com", countryCode: "+44" }), { schema }).status).toBe(
        "success",
      );
      expect(
        errorsOf(parseWithZod(form({ ...rest, account: "ada@example.com", countryCode: "+999" }), { schema })),
      ).toHaveProperty("countryCode");
      // An email needs no code; a number without one is asked for it.
      expect(parseWithZod(form({ ...rest, account: "ada@example.com" }), { schema }).status).toBe("success");
      expect(errorsOf(parseWithZod(form({ ...rest, account: "13800138000" }), { schema }))).toMatchObject({
        countryCode: ["validation.countryCodeRequired"],
      });
    }
  });

  it("sign-up by mobile and the user center's new mobile use the same rule", () => {
    expect(
      parseWithZod(form({ by: "mobile", countryCode: "+44", account: "07700900123" }), { schema: signupCodeSchema })
        .status,
    ).toBe("success");
    expect(
      errorsOf(
        parseWithZod(form({ by: "mobile", countryCode: "+44", account: "13800138000" }), { schema: signupCodeSchema }),
      ),
    ).toMatchObject({ account: ["errors.accountFormat"] });
    expect(
      parseWithZod(form({ intent: "mobile-code", countryCode: "+1", mobile: "(202) 555-0143" }), {
        schema: mobileCodeSchema,
      }).status,
    ).toBe("success");
    expect(
      errorsOf(
        parseWithZod(form({ intent: "mobile-code", countryCode: "+1", mobile: "13800138000" }), {
          schema: mobileCodeSchema,
        }),
      ),
    ).toMatchObject({ mobile: ["validation.mobileFormat"] });
  });

  it("sends the backend the mobile's digits with their code, and an email alone", () => {
    expect(accountPayload({ account: "07700 900123", countryCode: "+44" })).toEqual({
      account: "7700900123",
      countryCode: "+44",
    });
    expect(accountPayload({ account: "ada@example.com", countryCode: "+44" })).toEqual({ account: "ada@example.com" });
    expect(accountLabel({ account: "0912-345-678", countryCode: "+886" })).toBe("+886 912345678");
  });

  it("starts at the page language's country code", () => {
    expect(defaultCountryCode("zh-HK")).toBe("+852");
    expect(defaultCountryCode("ja")).toBe("+81");
    expect(defaultCountryCode("en")).toBe(COUNTRY_CODES[0]);
    expect(isMobile(defaultCountryCode("de"), "0151 23456789")).toBe(true);
  });
});
