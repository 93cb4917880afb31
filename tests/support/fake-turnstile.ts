/**
 * A fake Cloudflare Turnstile siteverify endpoint, following Cloudflare's documented API: a POST
 * of form fields (or JSON) `secret`, `response`, `remoteip`, `idempotency_key`, always HTTP 200
 * with `{ success, "error-codes", challenge_ts, hostname, action, cdata }`. Error codes:
 * `missing-input-secret`, `invalid-input-secret`, `missing-input-response`,
 * `invalid-input-response` (a token it never issued), `timeout-or-duplicate` (used before, or
 * older than 300 s). A retry with the same idempotency_key gets the first answer again. Tokens
 * come from `issueToken()`, as the widget would hand them to the browser. A fetch handler, so the
 * commerce suite uses it in-process; `startFakeSiteverify` (fake-turnstile-server.ts) serves it.
 */
export const FAKE_TURNSTILE = {
  secret: "turnstile-test-secret",
  siteKey: "turnstile-test-site-key",
  hostname: "shop.test",
} as const;

export type SiteverifyCall = { secret: string; response: string; remoteip: string; idempotencyKey: string };

export type FakeTurnstile = {
  handle(request: Request): Promise<Response>;
  issueToken(options?: { issuedAt?: number }): string;
  calls: SiteverifyCall[];
};

const TOKEN_LIFETIME_MS = 300_000;

export function fakeTurnstile(): FakeTurnstile {
  const issued = new Map<string, { issuedAt: number; used: boolean }>();
  const answered = new Map<string, unknown>();
  const calls: SiteverifyCall[] = [];
  let next = 1;

  function issueToken({ issuedAt = Date.now() } = {}): string {
    const token = `XXXX.DUMMY.TOKEN.${next++}.${Math.random().toString(36).slice(2)}`;
    issued.set(token, { issuedAt, used: false });
    return token;
  }

  function verdict(secret: string, response: string): Record<string, unknown> {
    const fail = (code: string) => ({ success: false, "error-codes": [code] });
    if (!secret) return fail("missing-input-secret");
    if (secret !== FAKE_TURNSTILE.secret) return fail("invalid-input-secret");
    if (!response) return fail("missing-input-response");
    const token = issued.get(response);
    if (!token) return fail("invalid-input-response");
    if (token.used || Date.now() - token.issuedAt > TOKEN_LIFETIME_MS) return fail("timeout-or-duplicate");
    token.used = true;
    return {
      success: true,
      "error-codes": [],
      challenge_ts: new Date(token.issuedAt).toISOString(),
      hostname: FAKE_TURNSTILE.hostname,
      action: "",
      cdata: "",
    };
  }

  async function handle(request: Request): Promise<Response> {
    if (request.method !== "POST" || new URL(request.url).pathname !== "/turnstile/v0/siteverify")
      return new Response("not found", { status: 404 });
    const type = request.headers.get("content-type") ?? "";
    const fields: Record<string, string> = type.includes("application/json")
      ? ((await request.json()) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(await request.text()));
    const call = {
      secret: fields.secret ?? "",
      response: fields.response ?? "",
      remoteip: fields.remoteip ?? "",
      idempotencyKey: fields.idempotency_key ?? "",
    };
    calls.push(call);
    const retryKey = call.idempotencyKey && `${call.idempotencyKey}\n${call.response}`;
    if (retryKey && answered.has(retryKey)) return Response.json(answered.get(retryKey));
    const answer = verdict(call.secret, call.response);
    if (retryKey) answered.set(retryKey, answer);
    return Response.json(answer);
  }

  return { handle, issueToken, calls };
}
