/**
 * The rules of the user center's profile calls (user/editName, user/editInfo, user/editEmail,
 * user/editMobile, user/changePassword), written once: the backend validates with
 * `profileFields()`, the storefront's name, info, email, mobile and password forms are built from
 * the same factory with the shopper's messages (ADR 243, 244). The account, code and password
 * rules are the sign-in forms' (accounts.ts). Plain zod only: this module reaches the storefront.
 */
import { z } from "./zod";
import { sayFor, silent, type FieldSay } from "./field-say";

export type ProfileField = "firstName" | "lastName" | "nickname" | "bio" | "birthday" | "mobile";

/** A date as the date input sends it (YYYY-MM-DD); a browser without a date picker may send anything. */
export const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real day since 1900 and not after today, as YYYY-MM-DD. */
export function isBirthday(value: string, today = new Date()): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01" && date <= today
  );
}

export function profileFields(say: FieldSay<ProfileField> = silent) {
  const error = sayFor(say);
  const name = (field: "firstName" | "lastName") =>
    z.string(error(field)).trim().min(1, error(field)).max(60, error(field));
  return {
    firstName: name("firstName"),
    lastName: name("lastName"),
    nickname: z.string(error("nickname")).trim().max(40, error("nickname")),
    bio: z.string(error("bio")).trim().max(500, error("bio")),
    /** Empty clears it; otherwise `isBirthday` decides (the call answers with the field's message). */
    birthday: z
      .string(error("birthday"))
      .trim()
      .max(10, { ...error("birthday"), abort: true }),
    /** A mobile number as typed (spaces, brackets, dashes); its country's rule (readAccountValue) decides. */
    mobile: z.string(error("mobile")).trim().min(1, error("mobile")).max(30, error("mobile")),
  };
}
