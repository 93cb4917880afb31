/**
 * One description of the jobs queues (docs/decisions/185): wrangler.toml (what deploys and
 * `npm start` run), the names and try count the code uses (functions/commerce/jobs/job.ts) and the
 * Miniflare options the test, bench and load harnesses run with (bench/lib/job-queues.mjs).
 */
import { experimental_readRawConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { DEAD_JOBS_QUEUE, JOB_ATTEMPTS, JOBS_QUEUE } from "../functions/commerce/jobs/job";
import { JOB_QUEUE_OPTIONS } from "../bench/lib/job-queues.mjs";

type Consumer = {
  queue: string;
  max_batch_size?: number;
  max_batch_timeout?: number;
  max_retries?: number;
  dead_letter_queue?: string;
};
const { rawConfig } = experimental_readRawConfig({ config: "wrangler.toml" });
const queues = rawConfig.queues as { producers?: unknown[]; consumers?: Consumer[] } | undefined;

describe("the jobs queues", () => {
  it("are bound and consumed in wrangler.toml as the code names them", () => {
    expect(queues?.producers).toEqual([{ binding: "JOBS", queue: JOBS_QUEUE }]);
    const consumers = Object.fromEntries((queues?.consumers ?? []).map((c) => [c.queue, c]));
    expect(Object.keys(consumers).sort()).toEqual([DEAD_JOBS_QUEUE, JOBS_QUEUE].sort());
    expect(consumers[JOBS_QUEUE].dead_letter_queue).toBe(DEAD_JOBS_QUEUE);
    // The consumer records a job after JOB_ATTEMPTS tries itself; the queue allows one more
    // delivery, for a consumer that crashed, before it dead-letters the job.
    expect(consumers[JOBS_QUEUE].max_retries).toBe(JOB_ATTEMPTS);
  });

  it("run in Miniflare with wrangler.toml's settings", () => {
    expect(JOB_QUEUE_OPTIONS.queueProducers).toEqual({ JOBS: { queueName: JOBS_QUEUE } });
    for (const consumer of queues?.consumers ?? []) {
      const options = JOB_QUEUE_OPTIONS.queueConsumers[consumer.queue as keyof typeof JOB_QUEUE_OPTIONS.queueConsumers];
      expect(options).toEqual({
        maxBatchSize: consumer.max_batch_size,
        maxBatchTimeout: consumer.max_batch_timeout,
        maxRetries: consumer.max_retries,
        ...(consumer.dead_letter_queue ? { deadLetterQueue: consumer.dead_letter_queue } : {}),
      });
    }
  });
});
