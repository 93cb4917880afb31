/** Helpers for the account tests: a fresh IP per test (rate limits), codes read from the outbox. */
import { env } from "cloudflare:test";
import { call } from "./shop";
import { human } from "./human-check";

let nextIp = 1;
export const freshIp = () => ({
  "cf-connecting-ip": `198.51.100.${nextIp++}`,
  "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 Chrome/130.0 Safari/537.36",
});

let nextAccount = 1;
export const freshEmail = () => `shopper${nextAccount++}.${Date.now()}@example.com`;
export const freshMobile = () => `139${String(10_000_000 + nextAccount++).slice(-8)}`;

export async function latestMessage(to: string) {
  return env.DB.prepare('SELECT subject, text, code FROM outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ subject: string; text: string; code: string | null }>();
}

export async function outboxCount(): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM outbox").first<{ n: number }>())!.n;
}

/** Signs up a new account through the public calls; answers its token and the headers it used. */
export async function signUp(
  account = freshEmail(),
  password = "correct horse 1",
  extra: Record<string, unknown> = {},
) {
  const headers = freshIp();
  const mobile = !account.includes("@");
  const sent = await call(
    "auth/sendCode",
    { ...(await human()), account, scene: "signup", ...(mobile ? { countryCode: "+86" } : {}) },
    headers,
  );
  if (sent.body.code !== 0) throw new Error(JSON.stringify(sent.body));
  const code = (await latestMessage(mobile ? `+86 ${account}` : account))!.code!;
  const answer = await call(
    "auth/signup",
    { ...(await human()), account, password, code, agree: true, ...(mobile ? { countryCode: "+86" } : {}), ...extra },
    headers,
  );
  if (answer.body.code !== 0) throw new Error(JSON.stringify(answer.body));
  return { account, password, token: answer.body.data.token as string, user: answer.body.data.user, headers };
}

export const auth = (token: string, headers: Record<string, string> = freshIp()) => ({ ...headers, "x-auth": token });

/** The minute between two codes for one account, skipped (as if the shopper had waited). */
export async function waitedAMinute(account: string) {
  await env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'sendcode:%' AND key LIKE ?").bind(`%:${account}`).run();
}
