/**
 * Handing work over without waiting on it (docs/decisions/185). With the `JOBS` queue binding
 * (wrangler.toml) the jobs are sent to `storefront-jobs` — one short call — and the consumer does
 * them with retries. Without it (an old deploy, a backend run without Queues) or when the queue
 * refuses them, the work runs after the answer through `ctx.waitUntil`: never before the answer,
 * but with no retries later and no queue between the shopper and a slow provider. Only a caller
 * with no execution context at all (the commerce tests' bare `{}`) has it run in place.
 */
import { recordDeadJob } from "./dead-jobs";
import type { Job } from "./job";

/** Who hands jobs over: the Worker's env and, from the request, its waitUntil. */
export type JobProducer = { env: Env; waitUntil?: (promise: Promise<unknown>) => void };

type JobsBinding = { JOBS?: Queue<Job> };

/** At most 100 messages per sendBatch (Cloudflare Queues' limit). */
const SEND_BATCH_LIMIT = 100;

/**
 * Sends `jobs` to the queue; when that cannot be done, `runHere` does the same work after the
 * answer. A failure there is recorded in dead_jobs like a queued job's last failure.
 */
export async function enqueue(producer: JobProducer, jobs: Job[], runHere: () => Promise<void>): Promise<void> {
  if (jobs.length === 0) return;
  const queue = (producer.env as Env & JobsBinding).JOBS;
  if (queue) {
    try {
      for (let start = 0; start < jobs.length; start += SEND_BATCH_LIMIT)
        await queue.sendBatch(
          jobs.slice(start, start + SEND_BATCH_LIMIT).map((body) => ({ body, contentType: "json" })),
        );
      return;
    } catch (error) {
      console.error("the jobs queue refused work; doing it after the answer instead:", errorText(error));
    }
  }
  if (!producer.waitUntil) return runHere();
  const queuedAt = new Date();
  producer.waitUntil(
    runHere().catch((error) =>
      Promise.all(
        jobs.map((job) =>
          recordDeadJob(producer.env.DB, {
            messageId: `here-${crypto.randomUUID()}`,
            job,
            error: errorText(error),
            attempts: 1,
            queuedAt,
          }),
        ),
      ).catch((recording) => console.error("dead job not recorded:", errorText(recording))),
    ),
  );
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
