/**
 * The user center's profile forms (user/info and user/account), one schema each for the browser
 * and the action. Forms with several submit buttons pick their schema by `intent`. Messages are
 * locale keys (validation.*, account.*, upload.*).
 */
import { z } from "../../lib/forms/zod";
import { countryCode } from "../auth/auth-forms";
import { isMobile } from "../../../functions/contract/mobile-numbers";
import { EMAIL_PATTERN } from "../engagement/newsletter-form";
import { chosenFiles } from "./image-forms";
import { IMAGE_TYPES, UPLOAD_MAX_BYTES } from "../../../functions/contract/uploads";

const limit = { error: "errors.inputLimit" };
const code = z
  .string({ error: "validation.codeRequired" })
  .trim()
  .regex(/^\d{6}$/, { error: "auth.codeFormat" });
const currentPassword = z
  .string({ error: "validation.passwordRequired" })
  .min(1, { error: "validation.passwordRequired" })
  .max(64, limit);

const nameSchema = z.object({
  intent: z.literal("name"),
  firstName: z
    .string({ error: "validation.firstNameRequired" })
    .trim()
    .min(1, { error: "validation.firstNameRequired" })
    .max(60, limit),
  lastName: z
    .string({ error: "validation.lastNameRequired" })
    .trim()
    .min(1, { error: "validation.lastNameRequired" })
    .max(60, limit),
  nickname: z.string().trim().max(40, limit).default(""),
});

/** A date as the date input sends it (YYYY-MM-DD); a browser without a date picker may send anything. */
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day in the past, as the date input sends it (YYYY-MM-DD); empty clears it. */
export function isPastDate(value: string, today = new Date()): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    DATE_SHAPE.test(value) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= "1900-01-01" &&
    date <= today
  );
}

export const infoSchema = z.object({
  intent: z.literal("info"),
  bio: z.string().trim().max(500, limit).default(""),
  birthday: z
    .string()
    .trim()
    // Empty clears it (user/editInfo); anything not shaped like a date was not picked from the
    // calendar ("Please select your birthday"); a date that is not a real past day is invalid.
    .refine((value) => !value || DATE_SHAPE.test(value), { error: "validation.birthdayRequired", abort: true })
    .refine((value) => !value || isPastDate(value), { error: "account.birthdayInvalid" })
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

const email = z
  .string({ error: "validation.accountRequired" })
  .trim()
  .max(254, limit)
  .regex(EMAIL_PATTERN, { error: "validation.emailFormat" });
const mobile = z
  .string({ error: "validation.accountRequired" })
  .trim()
  .min(1, { error: "validation.accountRequired" })
  .max(30, limit);

/** The mobile number by its country code's rule (both are known only on the whole object). */
function mobileRule(value: { countryCode: string; mobile: string }, ctx: z.RefinementCtx) {
  if (!isMobile(value.countryCode, value.mobile))
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
  password: z
    .string({ error: "validation.passwordRequired" })
    .min(8, { error: "auth.passwordLength" })
    .max(64, { error: "auth.passwordLength" }),
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
