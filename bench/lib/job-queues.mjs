/**
 * The jobs queues as wrangler.toml declares them (docs/decisions/185), in Miniflare's words, for
 * every harness that runs the built Worker in Miniflare (tests/support/worker.ts, the bench and
 * the load test). functions/worker/queue-config.test.ts holds this, wrangler.toml and
 * functions/commerce/jobs/job.ts to the same names and numbers.
 */
export const JOB_QUEUE_OPTIONS = {
  queueProducers: { JOBS: { queueName: "storefront-jobs" } },
  queueConsumers: {
    "storefront-jobs": {
      maxBatchSize: 10,
      maxBatchTimeout: 1,
      maxRetries: 5,
      deadLetterQueue: "storefront-jobs-dead",
    },
    "storefront-jobs-dead": { maxBatchSize: 10, maxBatchTimeout: 5, maxRetries: 3 },
  },
};
