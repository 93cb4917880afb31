/**
 * A fake WeChat open platform for tests: the QR connect page (a form where the test plays the
 * phone and picks the WeChat user), the code exchange and the user info, as a fetch handler, so
 * the commerce suite can call it in-process and the browser suite can serve it over HTTP
 * (fake-wechat-server.ts). Codes are single-use, like WeChat's; every request is recorded.
 */
export const FAKE_WECHAT = { appId: "wx-test-app", appSecret: "wx-test-secret" } as const;

export type FakeWechat = {
  handle(request: Request): Promise<Response>;
  requests: URL[];
  issueCode(openid: string): string;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function fakeWechat(): FakeWechat {
  const codes = new Map<string, string>();
  const tokens = new Map<string, string>();
  const requests: URL[] = [];
  let next = 1;
  const json = (body: unknown) => Response.json(body);
  const issueCode = (openid: string) => {
    const code = `code-${next++}-${Math.random().toString(36).slice(2)}`;
    codes.set(code, openid);
    return code;
  };

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    requests.push(url);
    const q = (name: string) => url.searchParams.get(name) ?? "";
    if (url.pathname === "/connect/qrconnect") {
      if (
        q("appid") !== FAKE_WECHAT.appId ||
        q("response_type") !== "code" ||
        q("scope") !== "snsapi_login" ||
        !q("state") ||
        !/^https?:\/\//.test(q("redirect_uri"))
      ) {
        return new Response("bad authorize request", { status: 400 });
      }
      const hidden = ["redirect_uri", "state"]
        .map((name) => `<input type="hidden" name="${name}" value="${escape(q(name))}">`)
        .join("");
      return new Response(
        `<!doctype html><title>Fake WeChat</title><form method="get" action="/fake/scan">${hidden}<label>openid <input name="openid"></label><button>Scan and allow</button></form>`,
        { headers: { "content-type": "text/html; charset=utf-8" } },
      );
    }
    if (url.pathname === "/fake/scan") {
      const back = new URL(q("redirect_uri"));
      back.searchParams.set("code", issueCode(q("openid")));
      back.searchParams.set("state", q("state"));
      return new Response(null, { status: 302, headers: { location: back.toString() } });
    }
    if (url.pathname === "/sns/oauth2/access_token") {
      if (q("appid") !== FAKE_WECHAT.appId || q("secret") !== FAKE_WECHAT.appSecret)
        return json({ errcode: 40125, errmsg: "invalid appsecret" });
      if (q("grant_type") !== "authorization_code") return json({ errcode: 40002, errmsg: "invalid grant_type" });
      const openid = codes.get(q("code"));
      if (!openid) return json({ errcode: 40029, errmsg: "invalid code" });
      codes.delete(q("code"));
      const accessToken = `token-${openid}-${next++}`;
      tokens.set(accessToken, openid);
      return json({
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: "refresh",
        openid,
        scope: "snsapi_login",
        unionid: `union-${openid}`,
      });
    }
    if (url.pathname === "/sns/userinfo") {
      const openid = tokens.get(q("access_token"));
      if (!openid || openid !== q("openid")) return json({ errcode: 40001, errmsg: "invalid credential" });
      return json({ openid, nickname: `WeChat ${openid}`, headimgurl: "", unionid: `union-${openid}` });
    }
    // Browsers ask every origin for its icon; the fake has none, and that is no error.
    if (url.pathname === "/favicon.ico") return new Response(null, { status: 204 });
    return new Response("not found", { status: 404 });
  }

  return { handle, requests, issueCode };
}
