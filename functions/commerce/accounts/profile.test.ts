import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { auth, freshEmail, freshIp, freshMobile, latestMessage, signUp } from "../test/accounts";
import { isBirthday } from "./profile";
import { human } from "../test/human-check";

const userRow = (id: number) =>
  env.DB.prepare(
    "SELECT email, mobile, country_code, first_name, last_name, nickname, bio, birthday FROM users WHERE id = ?",
  )
    .bind(id)
    .first();

describe("user/editName and user/editInfo", () => {
  it("change the name, nickname, bio and birthday and log the change", async () => {
    const { token, user } = await signUp();
    const named = await call(
      "user/editName",
      { firstName: " Ada ", lastName: "Lovelace", nickname: "ada" },
      auth(token),
    );
    expect(named.body.data).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
      nickname: "ada",
    });
    const info = await call("user/editInfo", { bio: "Counting engines.", birthday: "1815-12-10" }, auth(token));
    expect(info.body.code).toBe(40);
    const ok = await call("user/editInfo", { bio: "Counting engines.", birthday: "1990-12-10" }, auth(token));
    expect(ok.body.data).toMatchObject({ bio: "Counting engines.", birthday: "1990-12-10", nickname: "ada" });
    const log = await call("user/log", {}, auth(token));
    expect(log.body.data.list.map((entry: { action: string }) => entry.action)).toEqual([
      "profileChanged",
      "profileChanged",
    ]);
    expect(log.body.data.total).toBe(2);
    expect(await userRow(user.id)).toMatchObject({ first_name: "Ada", birthday: "1990-12-10" });
  });

  it("refuses bad input with code 40 and changes nothing", async () => {
    const { token, user } = await signUp();
    const before = await userRow(user.id);
    for (const [path, body] of [
      ["user/editName", { firstName: "", lastName: "X" }],
      ["user/editName", { firstName: "A".repeat(61), lastName: "X" }],
      ["user/editInfo", { birthday: "2999-01-01" }],
      ["user/editInfo", { birthday: "1990-02-30" }],
      ["user/editInfo", { bio: "x".repeat(501) }],
    ] as const) {
      const answer = await call(path, body, auth(token));
      expect(answer.body.code, JSON.stringify(body)).toBe(40);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect((await call("user/log", {}, auth(token))).body.data.total).toBe(0);
  });

  it("needs a session", async () => {
    expect((await call("user/editName", { firstName: "A", lastName: "B" })).body.code).toBe(50);
  });

  it("knows a birthday", () => {
    expect(isBirthday("2000-02-29")).toBe(true);
    expect(isBirthday("2001-02-29")).toBe(false);
    expect(isBirthday("1899-12-31")).toBe(false);
    expect(isBirthday("2000-1-1")).toBe(false);
  });
});

describe("user/editEmail and user/editMobile", () => {
  it("move the account to a new email with the password and the code sent to it", async () => {
    const { token, password, user } = await signUp();
    const email = freshEmail();
    await call("auth/sendCode", { ...(await human()), account: email, scene: "bind" }, freshIp());
    const code = (await latestMessage(email))!.code!;
    expect(
      (await call("user/editEmail", { email, code, password: "wrong password" }, auth(token))).body.data.fields,
    ).toHaveProperty("password");
    const moved = await call("user/editEmail", { email, code, password }, auth(token));
    expect(moved.body.data).toMatchObject({ email, emailVerified: true });
    const activity = await call("user/activity", {}, auth(token));
    expect(activity.body.data.list[0]).toMatchObject({ action: "emailChange" });
    expect((await userRow(user.id))!.email).toBe(email);
  });

  it("refuses an email that belongs to another account (it got a notice, not a code)", async () => {
    const other = await signUp();
    const { token, password, account } = await signUp();
    await call("auth/sendCode", { ...(await human()), account: other.account, scene: "bind" }, freshIp());
    expect((await latestMessage(other.account))!.code).toBeNull();
    const answer = await call("user/editEmail", { email: other.account, code: "123456", password }, auth(token));
    expect(answer.body.code).toBe(40);
    expect(answer.body.data.fields).toHaveProperty("code");
    expect((await call("user/info", {}, auth(token))).body.data.email).toBe(account);
  });

  it("moves the account to a new mobile number", async () => {
    const { token, password } = await signUp();
    const mobile = freshMobile();
    await call("auth/sendCode", { ...(await human()), account: mobile, scene: "bind", countryCode: "+86" }, freshIp());
    const code = (await latestMessage(`+86 ${mobile}`))!.code!;
    expect(
      (await call("user/editMobile", { countryCode: "+86", mobile: "12", code, password }, auth(token))).body.code,
    ).toBe(40);
    const moved = await call("user/editMobile", { countryCode: "+86", mobile, code, password }, auth(token));
    expect(moved.body.data).toMatchObject({ mobile, countryCode: "+86" });
    expect((await call("user/activity", {}, auth(token))).body.data.list[0].action).toBe("mobileChange");
  });
});

describe("user/log", () => {
  it("merges the customer's orders and reviews (from their own tables) with logged entries, newest first, paged", async () => {
    const { token, user } = await signUp();
    const other = await signUp();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO user_events (user_id, stream, action, detail, created_at) VALUES (?, 'activity', 'favoriteAdded', '{}', '2026-01-01T00:00:00.000Z')",
      ).bind(user.id),
      env.DB.prepare(
        "INSERT INTO reviews (product_id, user_id, author, rating, content, created_at) VALUES (1, ?, 'Ada', 5, 'Great', '2026-01-03T00:00:00.000Z')",
      ).bind(user.id),
      env.DB.prepare(
        "INSERT INTO reviews (product_id, user_id, author, rating, content, created_at) VALUES (1, ?, 'Eve', 1, 'Bad', '2026-01-04T00:00:00.000Z')",
      ).bind(other.user.id),
      env.DB.prepare(
        "INSERT INTO user_events (user_id, stream, action, detail, created_at) VALUES (?, 'security', 'signin', '{}', '2026-01-05T00:00:00.000Z')",
      ).bind(user.id),
    ]);
    const first = (await call("user/log", { pageSize: 1 }, auth(token))).body.data;
    expect(first).toMatchObject({
      total: 2,
      list: [{ action: "reviewAdded", detail: { productId: 1, rating: 5 }, id: expect.stringMatching(/^review:/) }],
    });
    const second = (await call("user/log", { page: 2, pageSize: 1 }, auth(token))).body.data;
    expect(second.list).toEqual([
      expect.objectContaining({ action: "favoriteAdded", id: expect.stringMatching(/^event:/) }),
    ]);
    expect((await call("user/log", { page: 0 }, auth(token))).body.code).toBe(40);
  });
});
