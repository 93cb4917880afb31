/**
 * The WeChat website QR login ("QR connect") as an OAuth 2.0 provider adapter:
 *   1. the browser goes to `{open}/connect/qrconnect?appid&redirect_uri&response_type=code
 *      &scope=snsapi_login&state#wechat_redirect`, where the shopper scans a QR code with the app;
 *   2. WeChat sends the browser back to redirect_uri with `code` and the same `state`;
 *   3. the server trades the code: `{api}/sns/oauth2/access_token?appid&secret&code
 *      &grant_type=authorization_code` → `{ access_token, openid, unionid? }`;
 *   4. optionally `{api}/sns/userinfo?access_token&openid` → `{ nickname, headimgurl }`.
 * WeChat answers errors with HTTP 200 and `{ errcode, errmsg }`, so the body decides, not the status.
 * Enabled by the secrets WECHAT_APP_ID and WECHAT_APP_SECRET; WECHAT_BASE_URL sends both hosts'
 * requests to one other server (the tests' fake provider).
 */
export type WechatSecrets = { WECHAT_APP_ID?: string; WECHAT_APP_SECRET?: string; WECHAT_BASE_URL?: string };

export type WechatConfig = { appId: string; appSecret: string; openUrl: string; apiUrl: string };

/** The provider's config, or null when the shop has no WeChat app (the sign-in page hides it). */
export function wechatConfig(env: Env): WechatConfig | null {
  const secrets = env as Env & WechatSecrets;
  if (!secrets.WECHAT_APP_ID || !secrets.WECHAT_APP_SECRET) return null;
  const base = secrets.WECHAT_BASE_URL?.replace(/\/$/, "");
  return {
    appId: secrets.WECHAT_APP_ID,
    appSecret: secrets.WECHAT_APP_SECRET,
    openUrl: base || "https://open.weixin.qq.com",
    apiUrl: base || "https://api.weixin.qq.com",
  };
}

export function authorizeUrl(config: WechatConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    appid: config.appId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: "snsapi_login",
    state,
  });
  return `${config.openUrl}/connect/qrconnect?${query}#wechat_redirect`;
}

/** A failed exchange: the code was wrong, used or expired, or the provider could not be reached. */
export class WechatError extends Error {}

export type WechatIdentity = { openid: string; unionid: string | null; accessToken: string };

async function getJson(url: string, fetcher: typeof fetch): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(8_000) });
  } catch (error) {
    throw new WechatError(`WeChat unreachable: ${String(error)}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) throw new WechatError(`WeChat answered HTTP ${response.status}`);
  if (body.errcode) throw new WechatError(`WeChat answered ${String(body.errcode)} ${String(body.errmsg ?? "")}`);
  return body;
}

export async function exchangeCode(
  config: WechatConfig,
  code: string,
  fetcher: typeof fetch = fetch,
): Promise<WechatIdentity> {
  const query = new URLSearchParams({
    appid: config.appId,
    secret: config.appSecret,
    code,
    grant_type: "authorization_code",
  });
  const body = await getJson(`${config.apiUrl}/sns/oauth2/access_token?${query}`, fetcher);
  if (typeof body.openid !== "string" || !body.openid || typeof body.access_token !== "string")
    throw new WechatError("WeChat answered no openid");
  return {
    openid: body.openid,
    unionid: typeof body.unionid === "string" && body.unionid ? body.unionid : null,
    accessToken: body.access_token,
  };
}

/** The WeChat nickname and picture for a new account; none when WeChat will not say. */
export async function fetchProfile(
  config: WechatConfig,
  identity: WechatIdentity,
  fetcher: typeof fetch = fetch,
): Promise<{ nickname: string; avatar: string | null }> {
  try {
    const query = new URLSearchParams({ access_token: identity.accessToken, openid: identity.openid });
    const body = await getJson(`${config.apiUrl}/sns/userinfo?${query}`, fetcher);
    const avatar = typeof body.headimgurl === "string" && /^https?:\/\//.test(body.headimgurl) ? body.headimgurl : null;
    return { nickname: typeof body.nickname === "string" ? body.nickname.slice(0, 50) : "", avatar };
  } catch {
    return { nickname: "", avatar: null };
  }
}

/**
 * The subject the account is linked by: the unionid when the app belongs to an open-platform
 * account (one id across the shop's web, app and mini-program logins), else the openid.
 */
export const wechatSubject = (identity: WechatIdentity) => identity.unionid ?? `openid:${identity.openid}`;
