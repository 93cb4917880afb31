/** The jobs domain's entry: what the other domains and the backend's entry use of it. */
export { consumeQueue } from "./consume";
export { enqueue, type JobProducer } from "./enqueue";
export { DEAD_JOBS_QUEUE, JOBS_QUEUE, JOB_ATTEMPTS, type Job } from "./job";
export { registerJobKind, type JobKind } from "./registry";
