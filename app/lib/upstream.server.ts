/**
 * The only way the storefront reaches its backend (docs/api.md). The Worker hands it a fetch
 * function: the embedded commerce service in-process, or the API_ORIGIN server. This client adds
 * x-auth, x-cart and the language, enforces the 20 s timeout (both as the Worker's proxy does:
 * functions/contract/upstream.ts), and turns every failure into an UpstreamError with a code of
 * the envelope.
 */
import { CODE } from "../../functions/contract/envelope";
import { UpstreamError, isEnvelope, type Envelope } from "./envelope";
import { BOOKMARK_COOKIE, CART_COOKIE, SESSION_COOKIE } from "../../functions/contract/cookies";
import type { Language } from "../../functions/contract/languages";
import type { CallInput, CallName, CallOutput } from "../../functions/contract/calls";
import {
  API_TIMEOUT_MS,
  TIMED_OUT,
  setCredentialHeaders,
  withinTimeout,
  type UpstreamFetch,
} from "../../functions/contract/upstream";

/** A call's input is optional when every field of it is (functions/contract/calls.ts). */
type CallArguments<Name extends CallName> =
  Partial<CallInput<Name>> extends CallInput<Name>
    ? [body?: CallInput<Name>, headers?: Record<string, string>]
    : [body: CallInput<Name>, headers?: Record<string, string>];

/** The calls that take multipart form data (file uploads). */
type UploadName = { [Name in CallName]: CallInput<Name> extends FormData ? Name : never }[CallName];

export type Upstream = {
  /**
   * POST /api/web/<name>; resolves to `data` on code 0, throws UpstreamError otherwise. The name,
   * the input and the answer are the contract's (functions/contract/calls.ts, generated from the
   * backend's schemas): a wrong name or input fails `tsc`. `headers` adds e.g. an operator's authorization.
   */
  call<Name extends CallName>(name: Name, ...args: CallArguments<Name>): Promise<CallOutput<Name>>;
  /** POST /api/web/<name> as multipart form data (file uploads); same answers as `call`. */
  upload<Name extends UploadName>(name: Name, form: FormData): Promise<CallOutput<Name>>;
  /** GET <path>?request=route&…; resolves to the envelope's `data` with the answer's headers. */
  route<T = unknown>(path: string, search?: string): Promise<{ data: T; headers: Headers }>;
  /** The same client speaking another language (the sitemap is always read in English). */
  inLanguage(lang: Language): Upstream;
};

type UpstreamOptions = { request: Request; lang: Language; timeoutMs?: number };

/**
 * Made once per request with the load context (app/load-context.server.ts) and handed to every
 * loader and action as `context.upstream`; routes never build their own.
 */
export function getUpstream(fetchUpstream: UpstreamFetch, options: UpstreamOptions): Upstream {
  const { request, lang, timeoutMs = API_TIMEOUT_MS } = options;
  const origin = new URL(request.url).origin;
  const cookies = request.headers.get("cookie");
  const baseHeaders = new Headers({ accept: "application/json", "x-lang": lang });
  setCredentialHeaders(baseHeaders, cookies);
  const userAgent = request.headers.get("user-agent");
  if (userAgent) baseHeaders.set("user-agent", userAgent);
  const ip = request.headers.get("cf-connecting-ip");
  if (ip) baseHeaders.set("cf-connecting-ip", ip);
  const country = request.headers.get("cf-ipcountry");
  if (country) baseHeaders.set("cf-ipcountry", country);

  async function send<T>(outgoing: Request): Promise<{ data: T; headers: Headers }> {
    const response = await withTimeout(fetchUpstream(outgoing), timeoutMs);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new UpstreamError(CODE.error, "malformed answer", response.status >= 400 ? response.status : 502);
    }
    if (!isEnvelope(body)) throw new UpstreamError(CODE.error, "malformed answer", 502);
    const envelope = body as Envelope<T>;
    if (envelope.code !== CODE.success) {
      throw new UpstreamError(envelope.code, envelope.msg, response.status, envelope.data, true);
    }
    return { data: envelope.data, headers: response.headers };
  }

  return {
    async call<Name extends CallName>(name: Name, ...[body = {}, extra = {}]: CallArguments<Name>) {
      const headers = new Headers(baseHeaders);
      headers.set("content-type", "application/json");
      for (const [key, value] of Object.entries(extra)) headers.set(key, value);
      const outgoing = new Request(`${origin}/api/web/${name}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body ?? {}),
      });
      return (await send<CallOutput<Name>>(outgoing)).data;
    },
    async upload<Name extends UploadName>(name: Name, form: FormData) {
      // No content-type here: the Request sets multipart/form-data with its boundary.
      const outgoing = new Request(`${origin}/api/web/${name}`, {
        method: "POST",
        headers: new Headers(baseHeaders),
        body: form,
      });
      return (await send<CallOutput<Name>>(outgoing)).data;
    },
    async route<T>(path: string, search = "") {
      const params = new URLSearchParams(search);
      params.set("request", "route");
      params.set("userAgent", userAgent ?? "");
      params.set("referer", request.headers.get("referer") ?? "");
      params.set("cookies", publicCookies(cookies));
      return send<T>(new Request(`${origin}${path}?${params}`, { headers: baseHeaders }));
    },
    inLanguage(other: Language) {
      return other === lang ? this : getUpstream(fetchUpstream, { ...options, lang: other });
    },
  };
}

/**
 * The route request forwards cookies, but never the session or cart secrets, nor the D1 bookmark:
 * that travels as `x-d1-bookmark` (functions/worker/d1-bookmark-cookie.ts), and in the URL it would make
 * every shopper's route request a different one.
 */
const UNFORWARDED = [SESSION_COOKIE, CART_COOKIE, BOOKMARK_COOKIE].map((name) => `${name}=`);

function publicCookies(header: string | null): string {
  if (!header) return "";
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !UNFORWARDED.some((prefix) => part.startsWith(prefix)))
    .join("; ");
}

async function withTimeout(pending: Promise<Response>, timeoutMs: number): Promise<Response> {
  let answer: Response | typeof TIMED_OUT;
  try {
    answer = await withinTimeout(pending, timeoutMs);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    console.error("upstream unreachable", error);
    throw new UpstreamError(CODE.error, "unreachable", 502);
  }
  if (answer === TIMED_OUT) throw new UpstreamError(CODE.timeout, "timeout", 504);
  return answer;
}
