/**
 * One provider request with bounded retries (docs/decisions/100). A 429, a 5xx, a timeout or a
 * refused connection is tried again after a backoff, or after the provider's Retry-After when it
 * gives one; any other 4xx is final at once (the same request would be refused again). The whole
 * send stays inside `deadlineMs`, so a shopper's request never waits on a provider for long: a
 * Retry-After longer than `maxDelayMs`, or one that would end past the deadline, gives up instead
 * of waiting. Every failure ends as a DeliveryError, whose text names the provider's error but
 * never a credential, and says whether a later try may succeed (a queued job is retried then).
 */
import { DeliveryError } from "./transport";

export type RetryPolicy = {
  /** Requests in all, the first included. */
  attempts: number;
  /** The whole send, waits included. */
  deadlineMs: number;
  /** One request's own limit (cut shorter near the deadline). */
  attemptTimeoutMs: number;
  /** The first backoff; each further one doubles it. */
  baseDelayMs: number;
  /** The longest wait between two requests, Retry-After included. */
  maxDelayMs: number;
};

export const RETRY_POLICY: RetryPolicy = {
  attempts: 3,
  deadlineMs: 10_000,
  attemptTimeoutMs: 5_000,
  baseDelayMs: 250,
  maxDelayMs: 2_000,
};

/**
 * A queued job's delivery (docs/decisions/185): one request, and the queue tries again later with
 * a growing wait instead of this request waiting. A provider may take up to 15 s to answer.
 */
export const QUEUED_POLICY: RetryPolicy = {
  attempts: 1,
  deadlineMs: 15_000,
  attemptTimeoutMs: 15_000,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

export type ProviderAnswer = { status: number; headers: Headers; body: unknown };

export type ProviderRequest = {
  /** "Resend", "Twilio": how log lines and errors name the provider. */
  provider: string;
  url: string;
  /** Built once: every retry sends the same bytes (and the same idempotency key). */
  init: { method: "POST"; headers: Record<string, string>; body: string };
  /** The provider's error body in one line, for the log. */
  describe(answer: ProviderAnswer): string;
  /** Whether a 429 or 5xx is worth another try (e.g. not a daily quota that is spent). */
  retryable?(answer: ProviderAnswer): boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 200);
  }
}

/** POSTs until a 2xx answer and returns its parsed body; a DeliveryError when that cannot be had in time. */
export async function postWithRetries(
  fetcher: typeof fetch,
  request: ProviderRequest,
  policy: RetryPolicy = RETRY_POLICY,
): Promise<unknown> {
  const started = Date.now();
  let failure = "";
  let retryAfter: number | null = null;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const left = policy.deadlineMs - (Date.now() - started);
    if (left <= 0) break;
    let waitMs: number | null = null;
    try {
      const response = await fetcher(request.url, {
        ...request.init,
        signal: AbortSignal.timeout(Math.min(policy.attemptTimeoutMs, left)),
      });
      const answer: ProviderAnswer = {
        status: response.status,
        headers: response.headers,
        body: await readBody(response),
      };
      if (response.ok) return answer.body;
      failure = `${request.provider} answered ${answer.status}: ${request.describe(answer)}`;
      const transient = answer.status === 429 || answer.status >= 500;
      if (!transient || request.retryable?.(answer) === false) throw new DeliveryError(failure);
      waitMs = retryAfter = retryAfterMs(response.headers.get("retry-after"));
      if (waitMs !== null && waitMs > policy.maxDelayMs)
        throw new DeliveryError(
          `${failure} (Retry-After ${waitMs / 1000} s is longer than a request may wait)`,
          true,
          retryAfter,
        );
    } catch (error) {
      if (error instanceof DeliveryError) throw error;
      failure = `${request.provider} unreachable: ${error instanceof Error ? error.message : String(error)}`;
      retryAfter = null;
    }
    if (attempt === policy.attempts) break;
    const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    const delay = waitMs ?? backoff;
    if (Date.now() - started + delay >= policy.deadlineMs) break;
    await sleep(delay);
  }
  // Every try failed in a way that may pass: a later delivery (a queue retry) may succeed.
  throw new DeliveryError(`${failure} (gave up after ${Date.now() - started} ms)`, true, retryAfter);
}
