/**
 * The customer's own profile: name, nickname, bio, birthday, and a new email address or mobile
 * number. Changing the account needs the current password (re-authentication) and the code that
 * auth/sendCode (scene `bind`) sent to the new address; a taken address was sent a notice
 * instead of a code, so it fails exactly like a wrong code and reveals nothing.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { requireCustomer } from "../kernel/http/customer";
import { Code, ShopError, invalidInput } from "../kernel/http/envelope";
import { logActivity } from "./activity-log";
import { accountField, codeField, countryCodeField, readAccount, signinPasswordField } from "./account";
import { isBirthday, profileFields } from "../../contract/profile";
import { consumeCode } from "./codes";
import { securityEvent } from "./events";
import { verifyPassword } from "./passwords";
import { accountExists } from "./send-code";
import { USER_SQL, toUser, userShape, type UserRow } from "./users";

// The contract's (functions/contract/profile.ts, accounts.ts), which the user center's forms are built from.
const fields = profileFields();
const currentPassword = signinPasswordField;

/** The user as every edit answers it, read in the same batch as the change. */
const readUser = (ctx: ShopContext, userId: number) =>
  ctx.db.prepare(`SELECT ${USER_SQL} FROM users u WHERE u.id = ?`).bind(userId);

async function finish(ctx: ShopContext, userId: number, statements: D1PreparedStatement[]) {
  const results = await ctx.db.batch([...statements, readUser(ctx, userId)]);
  const row = results[results.length - 1].results[0] as UserRow | undefined;
  if (!row) throw new ShopError(Code.authInvalid, "signInRequired", 401);
  return toUser(row);
}

async function requirePassword(ctx: ShopContext, userId: number, password: string) {
  const row = await ctx.db
    .prepare("SELECT password_hash FROM users WHERE id = ?")
    .bind(userId)
    .first<{ password_hash: string | null }>();
  if (!(await verifyPassword(password, row?.password_hash ?? null)))
    throw invalidInput({ password: ctx.t("passwordWrong") });
}

/** The contract's birthday rule, tested here beside the call that answers with it. */
export { isBirthday };

export const editNameCall = defineCall({
  path: "user/editName",
  summary: "Change first name, last name and (optionally) nickname",
  tag: "user center",
  input: z.object({ firstName: fields.firstName, lastName: fields.lastName, nickname: fields.nickname.optional() }),
  output: userShape,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    return finish(ctx, customer.userId, [
      ctx.db
        .prepare("UPDATE users SET first_name = ?, last_name = ?, nickname = coalesce(?, nickname) WHERE id = ?")
        .bind(input.firstName, input.lastName, input.nickname ?? null, customer.userId),
      logActivity(ctx, customer.userId, "profileChanged", { fields: ["name"] }),
    ]);
  },
});

export const editInfoCall = defineCall({
  path: "user/editInfo",
  summary: "Change bio, birthday (YYYY-MM-DD, empty clears it) and nickname; absent fields stay",
  tag: "user center",
  input: z.object({
    bio: fields.bio.optional(),
    birthday: fields.birthday.optional(),
    nickname: fields.nickname.optional(),
  }),
  output: userShape,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    if (input.birthday && !isBirthday(input.birthday)) throw invalidInput({ birthday: ctx.t("birthdayInvalid") });
    const sets: string[] = [];
    const params: (string | null)[] = [];
    const set = (column: string, value: string | null) => {
      sets.push(`${column} = ?`);
      params.push(value);
    };
    if (input.bio !== undefined) set("bio", input.bio);
    if (input.birthday !== undefined) set("birthday", input.birthday || null);
    if (input.nickname !== undefined) set("nickname", input.nickname);
    if (!sets.length) return finish(ctx, customer.userId, []);
    return finish(ctx, customer.userId, [
      ctx.db.prepare(`UPDATE users SET ${sets.join(", ")} WHERE id = ?`).bind(...params, customer.userId),
      logActivity(ctx, customer.userId, "profileChanged", { fields: Object.keys(input) }),
    ]);
  },
});

export const editEmailCall = defineCall({
  path: "user/editEmail",
  summary: "Move the account to a new email address: current password and the `bind` code sent to it",
  tag: "user center",
  input: z.object({ email: accountField, code: codeField, password: currentPassword }),
  output: userShape,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const account = readAccount(ctx, input.email);
    if (account.kind !== "email") throw invalidInput({ email: ctx.t("accountFormat") });
    await requirePassword(ctx, customer.userId, input.password);
    if (!(await consumeCode(ctx, account, "bind", input.code)) || (await accountExists(ctx, account)))
      throw invalidInput({ code: ctx.t("codeInvalid") });
    return finish(ctx, customer.userId, [
      ctx.db
        .prepare(
          "UPDATE users SET email = ?, email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ? AND NOT EXISTS (SELECT 1 FROM users WHERE email = ?)",
        )
        .bind(account.email, customer.userId, account.email),
      securityEvent(ctx, customer.userId, "emailChange", { email: account.email }),
    ]);
  },
});

export const editMobileCall = defineCall({
  path: "user/editMobile",
  summary: "Move the account to a new mobile number: current password and the `bind` code sent to it",
  tag: "user center",
  input: z.object({
    countryCode: countryCodeField.unwrap().min(1),
    mobile: fields.mobile,
    code: codeField,
    password: currentPassword,
  }),
  output: userShape,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const account = readAccount(ctx, input.mobile, input.countryCode, true);
    if (account.kind !== "mobile") throw invalidInput({ mobile: ctx.t("accountFormat") });
    await requirePassword(ctx, customer.userId, input.password);
    if (!(await consumeCode(ctx, account, "bind", input.code)) || (await accountExists(ctx, account)))
      throw invalidInput({ code: ctx.t("codeInvalid") });
    return finish(ctx, customer.userId, [
      ctx.db
        .prepare(
          "UPDATE users SET mobile = ?, country_code = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM users WHERE country_code = ? AND mobile = ?)",
        )
        .bind(account.mobile, account.countryCode, customer.userId, account.countryCode, account.mobile),
      securityEvent(ctx, customer.userId, "mobileChange", {
        mobile: `${account.countryCode} ${account.mobile.slice(0, 3)}****${account.mobile.slice(-4)}`,
      }),
    ]);
  },
});
