/**
 * The queue consumers (docs/decisions/185), called from the Worker's `queue()` handler.
 *
 * storefront-jobs: each job is acknowledged once done. One that failed in a way that may pass (a
 * provider's 429 or 5xx, a timeout, a D1 error) is retried with a growing wait, or after the
 * provider's Retry-After; one that cannot pass (a 4xx refusal, no provider, an unreadable job), or
 * that failed JOB_ATTEMPTS times, is recorded in dead_jobs with its error and acknowledged.
 *
 * storefront-jobs-dead (the dead-letter queue): jobs whose consumer crashed or ran out of time on
 * every delivery arrive here; each is recorded in dead_jobs.
 */
import { deadJobStatement, recordDeadJob } from "./dead-jobs";
import { errorText } from "./enqueue";
import { DEAD_JOBS_QUEUE, JOB_ATTEMPTS, retryDelayS, type Job } from "./job";
import { runJobs, runsTogether, UnknownJob, type JobRunner } from "./run";

/** Whether trying the job again later may succeed. */
/**
 * Whether another try may pass: a kind's error says so with `transient` (mail's DeliveryError:
 * a provider's 429 or 5xx may, a refused address never), an unknown job never, anything else may.
 */
function transient(error: unknown): boolean {
  if (error instanceof UnknownJob) return false;
  const said = typeof error === "object" && error !== null && "transient" in error ? error.transient : undefined;
  return typeof said === "boolean" ? said : true;
}

/** How long the provider asked to wait (a DeliveryError's Retry-After), when it said. */
function retryAfterOf(error: unknown): number | null {
  const said = typeof error === "object" && error !== null && "retryAfterMs" in error ? error.retryAfterMs : null;
  return typeof said === "number" ? said : null;
}

/** After a failed try: again later, or recorded as dead and acknowledged. */
async function failed(message: Message<Job>, env: Env, error: unknown): Promise<void> {
  if (transient(error) && message.attempts < JOB_ATTEMPTS) {
    message.retry({ delaySeconds: retryDelayS(message.attempts, retryAfterOf(error)) });
    return;
  }
  try {
    await recordDeadJob(env.DB, {
      messageId: message.id,
      job: message.body,
      error: errorText(error),
      attempts: message.attempts,
      queuedAt: message.timestamp,
    });
    message.ack();
  } catch (recording) {
    // Not recorded: left to the queue, which hands it to the dead-letter queue after max_retries.
    console.error(`dead job ${message.id} not recorded:`, errorText(recording));
    message.retry({ delaySeconds: retryDelayS(message.attempts) });
  }
}

async function settle(message: Message<Job>, env: Env, work: () => Promise<void>): Promise<void> {
  try {
    await work();
    message.ack();
  } catch (error) {
    await failed(message, env, error);
  }
}

const runTogether = (message: Message<Job>) => runsTogether(message.body);

/** storefront-jobs: visits in one D1 batch, every other job on its own, all at once. */
export async function consumeJobs(batch: MessageBatch<Job>, env: Env, run: JobRunner = runJobs): Promise<void> {
  const visits = batch.messages.filter(runTogether);
  const others = batch.messages.filter((message) => !runTogether(message));
  const work: Promise<void>[] = others.map((message) => settle(message, env, () => run.one(message.body, env)));
  if (visits.length) {
    work.push(
      run
        .visits(
          visits.map((message) => message.body),
          env,
        )
        .then(
          () => visits.forEach((message) => message.ack()),
          (error) => Promise.all(visits.map((message) => failed(message, env, error))).then(() => undefined),
        ),
    );
  }
  await Promise.all(work);
}

/** storefront-jobs-dead: every job here failed each delivery without the consumer settling it. */
export async function recordDeadLetters(batch: MessageBatch<Job>, env: Env): Promise<void> {
  await env.DB.batch(
    batch.messages.map((message) =>
      deadJobStatement(env.DB, {
        messageId: message.id,
        job: message.body,
        error: "the consumer never settled it: it crashed or ran out of time on every delivery",
        attempts: message.attempts,
        queuedAt: message.timestamp,
      }),
    ),
  );
  for (const message of batch.messages) console.error(`dead-lettered job ${message.id}`);
  batch.ackAll();
}

/** The Worker's queue() handler: which consumer a batch is for. */
export function consumeQueue(batch: MessageBatch<Job>, env: Env): Promise<void> {
  return batch.queue === DEAD_JOBS_QUEUE ? recordDeadLetters(batch, env) : consumeJobs(batch, env);
}
