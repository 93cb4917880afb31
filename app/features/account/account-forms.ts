/**
 * The user center's profile forms (user/info and user/account), one schema each for the browser
 * and the action. Forms with several submit buttons pick their schema by `intent`. Messages are
 * locale keys (validation.*, account.*, upload.*).
 */
import { z } from "../../lib/forms/zod";
import { accountFieldsForForms, countryCode } from "../auth/auth-forms";
import { readAccountValue } from "../../../functions/contract/accounts";
import { EMAIL_PATTERN } from "../../../functions/contract/newsletter";
import { DATE_SHAPE, isBirthday, profileFields, type ProfileField } from "../../../functions/contract/profile";
import { chosenFiles } from "./image-forms";
import { IMAGE_TYPES, UPLOAD_MAX_BYTES } from "../../../functions/contract/uploads";

const limit = { error: "errors.inputLimit" };

/** The contract's profile rules (functions/contract/profile.ts, ADR 244) with the form's messages. */
const REQUIRED: Partial<Record<ProfileField, string>> = {
  firstName: "validation.firstNameRequired",
  lastName: "validation.lastNameRequired",
  birthday: "validation.birthdayRequired",
  mobile: "validation.accountRequired",
};
const profile = profileFields((field, issue) => {
  if (field === "birthday") return REQUIRED.birthday;
  if (issue.code === "too_big") return limit.error;
  return REQUIRED[field];
});
const { code, signinPassword: currentPassword, password: newPassword } = accountFieldsForForms;

const nameSchema = z.object({
  intent: z.literal("name"),
  firstName: profile.firstName,
  lastName: profile.lastName,
  nickname: profile.nickname.default(""),
});

/** A real day in the past, as the date input sends it (YYYY-MM-DD); the contract's rule. */
export const isPastDate = isBirthday;

export const infoSchema = z.object({
  intent: z.literal("info"),
  bio: profile.bio.default(""),
  birthday: profile.birthday
    // Empty clears it (user/editInfo); anything not shaped like a date was not picked from the
    // calendar ("Please select your birthday"); a date that is not a real past day is invalid.
    .refine((value) => !value || DATE_SHAPE.test(value), { error: "validation.birthdayRequired", abort: true })
    .refine((value) => !value || isBirthday(value), { error: "account.birthdayInvalid" })
    .optional(),
});

const avatarSchema = z.object({
  intent: z.literal("avatar"),
  avatar: z.preprocess(
    (value) => chosenFiles(value)[0],
    z
      .custom<File>((value) => typeof value === "object" && value !== null && "size" in value, {
        error: "account.avatarRequired",
      })
      .refine((file) => (IMAGE_TYPES as readonly string[]).includes(file.type), { error: "upload.notImage" })
      .refine((file) => file.size <= UPLOAD_MAX_BYTES, { error: "upload.tooLarge" }),
  ),
});

const email = accountFieldsForForms.account.regex(EMAIL_PATTERN, { error: "validation.emailFormat" });
const mobile = profile.mobile;

/** The mobile number by its country code's rule, as the backend reads it (both are known only on the whole object). */
function mobileRule(value: { countryCode: string; mobile: string }, ctx: z.RefinementCtx) {
  const read = readAccountValue(value.mobile, value.countryCode, true);
  if (!("account" in read) || read.account.kind !== "mobile")
    ctx.addIssue({ code: "custom", path: ["mobile"], message: "validation.mobileFormat" });
}

/** "Send code" needs only the new address; "Save" needs the code and the current password too. */
const emailCodeSchema = z.object({
  intent: z.literal("email-code"),
  email,
  code: z.string().optional(),
  password: z.string().optional(),
});
const emailSchema = z.object({ intent: z.literal("email"), email, code, password: currentPassword });
export const mobileCodeSchema = z
  .object({
    intent: z.literal("mobile-code"),
    countryCode,
    mobile,
    code: z.string().optional(),
    password: z.string().optional(),
  })
  .superRefine(mobileRule);
const mobileSchema = z
  .object({ intent: z.literal("mobile"), countryCode, mobile, code, password: currentPassword })
  .superRefine(mobileRule);
const passwordSchema = z.object({
  intent: z.literal("password"),
  oldPassword: currentPassword,
  password: newPassword,
});

/** The schema a submission is checked with, by the button that sent it (browser and action). */
export function accountSchemaFor(intent: FormDataEntryValue | null) {
  switch (intent) {
    case "email-code":
      return emailCodeSchema;
    case "email":
      return emailSchema;
    case "mobile-code":
      return mobileCodeSchema;
    case "mobile":
      return mobileSchema;
    default:
      return passwordSchema;
  }
}

export function infoSchemaFor(intent: FormDataEntryValue | null) {
  return intent === "info" ? infoSchema : intent === "avatar" ? avatarSchema : nameSchema;
}
