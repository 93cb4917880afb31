/**
 * Background work the shop does after answering (docs/decisions/185): one queue,
 * `storefront-jobs`, carries typed jobs; the Worker's `queue()` handler runs them (consume.ts)
 * and a job that cannot be done lands in `dead_jobs` (dead-jobs.ts).
 *
 * A queue delivers at least once, so every job is made safe to run twice, SMS as far as Twilio allows:
 *   mail       one message; Resend's Idempotency-Key is the job's own, so a second run sends nothing
 *   sms        one message; Twilio takes no key, so a try whose answer was lost may send it again
 *   visit      one visitor report; counted only when newer than the last one counted for its row
 *   index      items whose search rows are rebuilt from what the database holds now
 */
import type { Message } from "../mail/transport";
import type { IndexKind } from "../search/tokens";

/** A visitor/track report as the request accepted it; `at` is when it was accepted (ISO 8601 UTC). */
export type Visit = { visitorId: string; path: string; referer: string; timezone: string; at: string };

export type IndexItem = { kind: IndexKind; slug: string };

export type Job =
  | { kind: "mail" | "sms"; message: Message & { idempotencyKey: string } }
  | { kind: "visit"; visit: Visit }
  | { kind: "index"; items: IndexItem[] };

/** The queues' names: wrangler.toml and the test harnesses use the same (jobs-config.test.ts). */
export const JOBS_QUEUE = "storefront-jobs";
export const DEAD_JOBS_QUEUE = "storefront-jobs-dead";

/**
 * How often the consumer tries a job before it records it as dead itself. wrangler.toml's
 * `max_retries` is this number: the platform would allow one delivery more, so a job that keeps
 * failing is recorded by the consumer with its error, and the dead-letter queue only receives
 * jobs whose consumer crashed or ran out of time.
 */
export const JOB_ATTEMPTS = 5;

/**
 * Waits between tries: 5 s doubling (5, 10, 20, 40 s), so a message a provider keeps refusing is
 * given up about 75 s after it was asked for, well inside a code's 10 minutes; a provider's own
 * Retry-After wins, up to 5 minutes.
 */
export const RETRY_BASE_S = 5;
export const RETRY_MAX_S = 300;

/** The wait before try `attempts + 1`, after `attempts` failed ones. */
export function retryDelayS(attempts: number, retryAfterMs: number | null = null): number {
  if (retryAfterMs !== null) return Math.min(RETRY_MAX_S, Math.ceil(retryAfterMs / 1000));
  return Math.min(RETRY_MAX_S, RETRY_BASE_S * 2 ** Math.max(0, attempts - 1));
}
