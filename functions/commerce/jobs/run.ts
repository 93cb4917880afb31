/** What each kind of job does (docs/decisions/185); consume.ts decides when to try again. */
import { deliverMessage } from "../mail/send";
import { recordVisitStatements } from "../site/visitor-track";
import { reindexItems } from "../search/reindex-items";
import type { Job, Visit } from "./job";

export type JobRunner = {
  /** A mail, sms or index job. */
  one(job: Job, env: Env): Promise<void>;
  /** A batch's visits, in one D1 round trip. */
  visits(visits: Visit[], env: Env): Promise<void>;
};

export const runJobs: JobRunner = {
  async one(job, env) {
    switch (job.kind) {
      case "mail":
      case "sms":
        return deliverMessage(env, job.message);
      case "index":
        return reindexItems(env.DB, job.items);
      case "visit":
        return runJobs.visits([job.visit], env);
      default:
        throw new UnknownJob(job);
    }
  },
  async visits(visits, env) {
    await env.DB.batch(recordVisitStatements(env.DB, visits));
  },
};

/** A message this code cannot read (a newer or older deploy's, or damaged): never worth another try. */
export class UnknownJob extends Error {
  override name = "UnknownJob";
  constructor(job: unknown) {
    super(`unknown job ${JSON.stringify(job).slice(0, 200)}`);
  }
}
