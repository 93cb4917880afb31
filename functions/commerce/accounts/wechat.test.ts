/** WeChat sign-in and binding an account, against the fake WeChat (tests/support/fake-wechat.ts) in-process. */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import commerce from "../index";
import { ORIGIN } from "../test/shop";
import { FAKE_WECHAT, fakeWechat, type FakeWechat } from "../../../tests/support/fake-wechat";
import { auth, freshEmail, freshIp, latestMessage, signUp } from "../test/accounts";
import { human } from "../test/human-check";

const WECHAT_ENV = {
  WECHAT_APP_ID: FAKE_WECHAT.appId,
  WECHAT_APP_SECRET: FAKE_WECHAT.appSecret,
  WECHAT_BASE_URL: "http://wechat.test",
};
let fake: FakeWechat;

beforeEach(() => {
  fake = fakeWechat();
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = new Request(input as RequestInfo, init);
    return new URL(request.url).host === "wechat.test" ? fake.handle(request) : realFetch(input as RequestInfo, init);
  });
});
afterEach(() => vi.restoreAllMocks());

async function send(
  path: string,
  body: unknown,
  headers: Record<string, string> = freshIp(),
  extraEnv: Record<string, string> = WECHAT_ENV,
) {
  const request = new Request(`${ORIGIN}/api/web/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const response = await commerce.fetch(request, { ...env, ...extraEnv } as Env, {} as ExecutionContext);
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: any } };
}

describe("WeChat sign-in", () => {
  it("is offered only when the app's secrets are set", async () => {
    expect((await send("auth/providers", {}, freshIp(), {})).body.data).toEqual({ wechat: false });
    expect((await send("auth/providers", {})).body.data).toEqual({ wechat: true });
    const off = await send("auth/wechat/signin", { code: "whatever" }, freshIp(), {});
    expect(off.body).toMatchObject({ code: 41, msg: "This sign-in method is not available." });
  });

  it("builds the QR connect address with the caller's state", async () => {
    const answer = await send("auth/wechat/authorize", {
      redirectUri: `${ORIGIN}/auth/wechat/callback`,
      state: "state-0123456789abcdef",
    });
    const url = new URL(answer.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe("http://wechat.test/connect/qrconnect");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: FAKE_WECHAT.appId,
      redirect_uri: `${ORIGIN}/auth/wechat/callback`,
      response_type: "code",
      scope: "snsapi_login",
      state: "state-0123456789abcdef",
    });
    expect(url.hash).toBe("#wechat_redirect");
    expect((await send("auth/wechat/authorize", { redirectUri: `${ORIGIN}/cb`, state: "short" })).body.code).toBe(40);
  });

  it("creates an account on the first sign-in and signs the same one in afterwards", async () => {
    const openid = `o-${Date.now()}`;
    // Other accounts and links first, so a user id and a link's row id cannot coincide.
    await signUp();
    await env.DB.prepare("INSERT INTO user_identities (provider, subject, user_id) VALUES ('other', ?, 999999)")
      .bind(`x-${openid}`)
      .run();
    const first = await send("auth/wechat/signin", { code: fake.issueCode(openid) });
    expect(first.body.code).toBe(0);
    expect(first.body.data).toMatchObject({
      created: true,
      user: { email: null, mobile: null, nickname: `WeChat ${openid}` },
    });
    const exchange = fake.requests.find((url) => url.pathname === "/sns/oauth2/access_token")!;
    expect(exchange.searchParams.get("secret")).toBe(FAKE_WECHAT.appSecret);
    expect(exchange.searchParams.get("grant_type")).toBe("authorization_code");
    const session = await env.DB.prepare("SELECT method FROM sessions WHERE user_id = ?")
      .bind(first.body.data.user.id)
      .first<{ method: string }>();
    expect(session!.method).toBe("wechat");
    const again = await send("auth/wechat/signin", { code: fake.issueCode(openid) });
    expect(again.body.data).toMatchObject({ created: false, user: { id: first.body.data.user.id } });
    const links = await env.DB.prepare("SELECT subject FROM user_identities WHERE user_id = ?")
      .bind(first.body.data.user.id)
      .all();
    expect(links.results).toEqual([{ subject: `union-${openid}` }]);
    expect(
      (await env.DB.prepare("SELECT nickname FROM users WHERE id = ?")
        .bind(first.body.data.user.id)
        .first<{ nickname: string }>())!.nickname,
    ).toBe(`WeChat ${openid}`);
  });

  it("two first sign-ins at once end in one account", async () => {
    const openid = `o-twice-${Date.now()}`;
    const [a, b] = await Promise.all([
      send("auth/wechat/signin", { code: fake.issueCode(openid) }),
      send("auth/wechat/signin", { code: fake.issueCode(openid) }),
    ]);
    expect([a.body.code, b.body.code]).toEqual([0, 0]);
    expect(a.body.data.user.id).toBe(b.body.data.user.id);
  });

  it("refuses a wrong or reused code with a clear message, creating nothing", async () => {
    const users = async () => (await env.DB.prepare("SELECT count(*) AS n FROM users").first<{ n: number }>())!.n;
    const before = await users();
    const code = fake.issueCode(`o-reuse-${Date.now()}`);
    expect((await send("auth/wechat/signin", { code })).body.code).toBe(0);
    const reused = await send("auth/wechat/signin", { code });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 41, msg: "The sign-in was not completed. Please try again." });
    expect((await send("auth/wechat/signin", { code: "made-up" })).body.code).toBe(41);
    expect(await users()).toBe(before + 1);
  });
});

describe("auth/bind", () => {
  it("adds a verified email to a WeChat account with the code sent to it", async () => {
    const signedIn = await send("auth/wechat/signin", { code: fake.issueCode(`o-bind-${Date.now()}`) });
    const token = signedIn.body.data.token as string;
    const email = freshEmail();
    expect((await send("auth/sendCode", { ...(await human()), account: email, scene: "bind" })).body.code).toBe(0);
    const wrong = await send("auth/bind", { account: email, code: "000000" }, auth(token));
    expect(wrong.body.data.fields).toEqual({ code: "The verification code is wrong or has expired." });
    const bound = await send("auth/bind", { account: email, code: (await latestMessage(email))!.code! }, auth(token));
    expect(bound.body.data).toMatchObject({ email, emailVerified: true });
    const mobile = `137${String(Date.now()).slice(-8)}`;
    await send("auth/sendCode", { ...(await human()), account: mobile, countryCode: "+86", scene: "bind" });
    const withMobile = await send(
      "auth/bind",
      { account: mobile, countryCode: "+86", code: (await latestMessage(`+86 ${mobile}`))!.code! },
      auth(token),
    );
    expect(withMobile.body.data).toMatchObject({ email, mobile, countryCode: "+86" });
    // A second email is refused: binding fills an empty slot, it does not replace.
    const other = freshEmail();
    await send("auth/sendCode", { ...(await human()), account: other, scene: "bind" });
    const twice = await send("auth/bind", { account: other, code: (await latestMessage(other))!.code! }, auth(token));
    expect(twice.body).toMatchObject({
      code: 41,
      msg: "Your account already has an address of this kind, or it belongs to another account.",
    });
  });

  it("never binds an address of another account: it was sent a notice, not a code", async () => {
    const { account } = await signUp();
    const token = (await send("auth/wechat/signin", { code: fake.issueCode(`o-taken-${Date.now()}`) })).body.data
      .token as string;
    await send("auth/sendCode", { ...(await human()), account, scene: "bind" });
    const notice = (await latestMessage(account))!;
    expect(notice.code).toBeNull();
    expect((await send("auth/bind", { account, code: "123456" }, auth(token))).body.code).toBe(40);
    expect((await send("auth/bind", { account, code: "123456" })).body.code).toBe(50);
  });
});
