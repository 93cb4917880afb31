import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { auth, freshEmail, freshIp, latestMessage, signUp } from "../test/accounts";
import { human } from "../test/human-check";

describe("auth/signin", () => {
  it("signs in by password with a new session each time (rotation revokes the carried one)", async () => {
    const { account, password, token: first } = await signUp();
    const answer = await call("auth/signin", { account: account.toUpperCase(), password }, auth(first));
    expect(answer.body.code).toBe(0);
    const second = answer.body.data.token as string;
    expect(second).not.toBe(first);
    expect((await call("user/info", {}, auth(first))).body.code).toBe(51);
    expect((await call("user/info", {}, auth(second))).body.data.email).toBe(account);
  });

  it("signs in by code, once per code", async () => {
    const { account } = await signUp();
    const headers = freshIp();
    await call("auth/sendCode", { ...(await human()), account, scene: "signin" }, headers);
    const code = (await latestMessage(account))!.code!;
    const signedIn = await call("auth/signin", { account, code }, headers);
    expect(signedIn.body.code).toBe(0);
    const session = await env.DB.prepare(
      "SELECT method FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1",
    )
      .bind(signedIn.body.data.user.id)
      .first<{ method: string }>();
    expect(session!.method).toBe("code");
    expect((await call("auth/signin", { account, code }, headers)).body.data.fields).toEqual({
      code: "The verification code is wrong or has expired.",
    });
  });

  it("answers an unknown account exactly like a wrong password", async () => {
    const { account } = await signUp();
    const wrong = await call("auth/signin", { account, password: "not the password" }, freshIp());
    const unknown = await call("auth/signin", { account: freshEmail(), password: "not the password" }, freshIp());
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 41, msg: "The account or password is incorrect." });
  });

  it("needs a password or a code, and a well-formed account", async () => {
    expect((await call("auth/signin", { account: "a@example.com" }, freshIp())).body.data.fields).toHaveProperty(
      "password",
    );
    expect((await call("auth/signin", { account: "x", password: "whatever1" }, freshIp())).body.data.fields).toEqual({
      account: "Account format error.",
    });
  });
});

describe("sessions", () => {
  it("signing out revokes the session: later calls answer 51", async () => {
    const { token } = await signUp();
    expect((await call("auth/signout", {}, auth(token))).body.code).toBe(0);
    const after = await call("user/info", {}, auth(token));
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(51);
    expect((await call("user/info", {}, auth("made-up-token"))).body.code).toBe(50);
    expect((await call("user/info", {})).body.code).toBe(50);
  });

  it("end after the idle time and after the absolute time", async () => {
    const { token: idle, user } = await signUp();
    await env.DB.prepare("UPDATE sessions SET last_seen_at = '2020-01-01T00:00:00.000Z' WHERE user_id = ?")
      .bind(user.id)
      .run();
    expect((await call("user/info", {}, auth(idle))).body.code).toBe(50);
    const { token: old, user: other } = await signUp();
    await env.DB.prepare(
      "UPDATE sessions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ','now','-31 days') WHERE user_id = ?",
    )
      .bind(other.id)
      .run();
    expect((await call("user/info", {}, auth(old))).body.code).toBe(50);
  });

  it("lists the customer's sessions and revokes one of them", async () => {
    const { account, password, token } = await signUp();
    const other = (await call("auth/signin", { account, password }, freshIp())).body.data.token as string;
    const list = (await call("user/sessions", {}, auth(token))).body.data as {
      id: string;
      current: boolean;
      method: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const theOther = list.find((s) => !s.current)!;
    expect((await call("user/sessions/revoke", { id: theOther.id }, auth(token))).body.code).toBe(0);
    expect((await call("user/info", {}, auth(other))).body.code).toBe(51);
    expect((await call("user/sessions/revoke", { id: theOther.id }, auth(token))).body.code).toBe(41);
  });

  it("records security activity", async () => {
    const { token } = await signUp();
    await call("auth/resendVerify", {}, auth(token));
    const activity = await call("user/activity", { page: 1 }, auth(token));
    expect(activity.body.data.list.map((e: { action: string }) => e.action)).toEqual(["signin", "signup"]);
    expect(activity.body.data.total).toBe(2);
  });
});

describe("passwords", () => {
  it("reset by code ends every session; the old password stops working", async () => {
    const { account, password, token } = await signUp();
    const headers = freshIp();
    const unknown = await call("auth/forget", { ...(await human()), account: freshEmail() }, headers);
    const known = await call("auth/forget", { ...(await human()), account }, headers);
    expect(known.body).toEqual(unknown.body);
    const code = (await latestMessage(account))!.code!;
    expect(
      (await call("auth/resetPassword", { account, code: "000000", password: "brand new pass" }, headers)).body.code,
    ).toBe(40);
    expect((await call("auth/resetPassword", { account, code, password: "brand new pass" }, headers)).body.code).toBe(
      0,
    );
    expect((await call("user/info", {}, auth(token))).body.code).toBe(51);
    expect((await call("auth/signin", { account, password }, freshIp())).body.code).toBe(41);
    expect((await call("auth/signin", { account, password: "brand new pass" }, freshIp())).body.code).toBe(0);
  });

  it("a password change keeps this session and ends the others", async () => {
    const { account, password, token } = await signUp();
    const other = (await call("auth/signin", { account, password }, freshIp())).body.data.token as string;
    expect(
      (await call("user/editPassword", { oldPassword: "wrong one", password: "changed pass 1" }, auth(token))).body
        .code,
    ).toBe(40);
    expect(
      (await call("user/editPassword", { oldPassword: password, password: "changed pass 1" }, auth(token))).body.code,
    ).toBe(0);
    expect((await call("user/info", {}, auth(token))).body.code).toBe(0);
    expect((await call("user/info", {}, auth(other))).body.code).toBe(51);
  });
});
