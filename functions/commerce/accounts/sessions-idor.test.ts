import { describe, expect, it } from "vitest";
import { call } from "../test/shop";
import { auth, signUp } from "../test/accounts";

describe("user/sessions/revoke", () => {
  it("ends another session of mine (its next call answers 51) but never another customer's", async () => {
    const me = await signUp();
    const second = await call("auth/signin", { account: me.account, password: me.password }, me.headers);
    const otherToken = second.body.data.token as string;
    const stranger = await signUp();
    const sessions = (await call("user/sessions", {}, auth(otherToken))).body.data as {
      id: string;
      current: boolean;
    }[];
    const strangerSession = ((await call("user/sessions", {}, auth(stranger.token))).body.data as { id: string }[])[0];
    expect((await call("user/sessions/revoke", { id: strangerSession.id }, auth(otherToken))).body.code).toBe(41);
    expect((await call("user/info", {}, auth(stranger.token))).body.code).toBe(0);
    const current = sessions.find((session) => session.current)!;
    expect((await call("user/sessions/revoke", { id: current.id }, auth(stranger.token))).body.code).toBe(41);
    expect((await call("user/sessions/revoke", { id: "" }, auth(otherToken))).body.code).toBe(40);
    expect((await call("user/sessions/revoke", { id: current.id }, auth(otherToken))).body.code).toBe(0);
    expect((await call("user/info", {}, auth(otherToken))).body.code).toBe(51);
  });
});
