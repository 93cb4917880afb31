/**
 * The user center's name, info, email, mobile and password forms accept what their calls accept
 * (user/editName, user/editInfo, user/editEmail, user/editMobile, user/changePassword): the call's
 * fields from the contract, then the handler's own reading (the birthday, the account's kind).
 * One set of rules (ADR 243, 244).
 */
import { describe, expect, it } from "vitest";
import { z } from "../../lib/forms/zod";
import { accountFields, readAccountValue } from "../../../functions/contract/accounts";
import { isBirthday, profileFields } from "../../../functions/contract/profile";
import { accountSchemaFor, infoSchemaFor } from "./account-forms";

const account = accountFields();
const profile = profileFields();

const editName = z.object({
  firstName: profile.firstName,
  lastName: profile.lastName,
  nickname: profile.nickname.optional(),
});
const editInfo = z.object({ bio: profile.bio.optional(), birthday: profile.birthday.optional() });
const editEmail = z.object({ email: account.account, code: account.code, password: account.signinPassword });
const editMobile = z.object({
  countryCode: account.countryCode.min(1),
  mobile: profile.mobile,
  code: account.code,
  password: account.signinPassword,
});
const changePassword = z.object({ oldPassword: account.signinPassword, password: account.password });

const accepts = (schema: z.ZodType, input: unknown) => schema.safeParse(input).success;
const kindOf = (value: string, countryCode?: string) => {
  const read = readAccountValue(value, countryCode, countryCode !== undefined);
  return "account" in read ? read.account.kind : undefined;
};

const texts = (max: number) => ["Ada", "  Ada  ", "", "   ", "x".repeat(max), "x".repeat(max + 1)];

describe("user center forms and their calls", () => {
  it.each(texts(60))("name %#", (name) => {
    for (const nickname of texts(40)) {
      const input = { firstName: name, lastName: "Lovelace", nickname };
      expect(accepts(infoSchemaFor("name"), { intent: "name", ...input })).toBe(accepts(editName, input));
      const swapped = { firstName: "Ada", lastName: name, nickname };
      expect(accepts(infoSchemaFor("name"), { intent: "name", ...swapped })).toBe(accepts(editName, swapped));
    }
  });

  it.each(["", "1990-12-10", " 1990-12-10 ", "1990-02-30", "2999-01-01", "1899-12-31", "10/12/1990", "1990-12-10T00"])(
    "birthday %s",
    (birthday) => {
      for (const bio of texts(500)) {
        const call = editInfo.safeParse({ bio, birthday });
        const backend = call.success && (!call.data.birthday || isBirthday(call.data.birthday));
        expect(accepts(infoSchemaFor("info"), { intent: "info", bio, birthday })).toBe(backend);
      }
    },
  );

  it.each([
    "ada@example.com",
    " ada@example.com ",
    "ada+shop@example.com",
    "ada@example",
    "13800138000",
    "",
    `${"a".repeat(242)}@example.com`,
    `${"a".repeat(243)}@example.com`,
  ])("new email %s", (email) => {
    for (const [code, password] of [
      ["123456", "secret"],
      ["12345", "secret"],
      ["123456", ""],
      ["123456", "x".repeat(65)],
    ]) {
      const call = editEmail.safeParse({ email, code, password });
      const backend = call.success && kindOf(call.data.email) === "email";
      expect(accepts(accountSchemaFor("email"), { intent: "email", email, code, password })).toBe(backend);
    }
  });

  it.each([
    ["+86", "13800138000"],
    ["+44", "07700 900123"],
    ["+44", "(0) 7700 - 900 - 123"],
    ["+44", "07700-900-123 (mobile) "],
    ["+44", "(0) 7700 - 900 - 1 2 3"],
    ["+1", "(202) 555-0143"],
    ["+86", "7700900123"],
    ["+86", "ada@example.com"],
    ["+86", ""],
    ["+86", "1".repeat(31)],
  ])("new mobile %s %s", (countryCode, mobile) => {
    for (const [code, password] of [
      ["123456", "secret"],
      ["1234567", "secret"],
      ["123456", ""],
    ]) {
      const call = editMobile.safeParse({ countryCode, mobile, code, password });
      const backend = call.success && kindOf(call.data.mobile, call.data.countryCode) === "mobile";
      const form = { intent: "mobile", countryCode, mobile, code, password };
      expect(accepts(accountSchemaFor("mobile"), form)).toBe(backend);
    }
  });

  it.each(["", "short12", "long enough", "x".repeat(64), "x".repeat(65)])("new password %s", (password) => {
    for (const oldPassword of ["", "old", "x".repeat(65)]) {
      const input = { oldPassword, password };
      expect(accepts(accountSchemaFor("password"), { intent: "password", ...input })).toBe(
        accepts(changePassword, input),
      );
    }
  });
});
