/** Runs jobs through the kinds their domains registered (registry.ts); consume.ts decides when to try again. */
import type { Job } from "./job";
import { jobKindOf } from "./registry";

export type JobRunner = {
  /** One job of a kind run alone. */
  one(job: Job, env: Env): Promise<void>;
  /** A batch's jobs of the kinds run together (today only site's visits, one D1 round trip). */
  visits(jobs: Job[], env: Env): Promise<void>;
};

/** Whether a job's kind runs a batch's jobs together (consume.ts hands those to `visits`). */
export const runsTogether = (job: unknown) => Boolean(jobKindOf(job)?.runTogether);

export const runJobs: JobRunner = {
  async one(job, env) {
    const kind = jobKindOf(job);
    if (!kind) throw new UnknownJob(job);
    return kind.run(job, env);
  },
  async visits(jobs, env) {
    const byKind = new Map<string, Job[]>();
    for (const job of jobs) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    await Promise.all(
      [...byKind.values()].map((same) => {
        const kind = jobKindOf(same[0]);
        if (!kind?.runTogether) throw new UnknownJob(same[0]);
        return kind.runTogether(same, env);
      }),
    );
  },
};

/** A message this code cannot read (a newer or older deploy's, or damaged): never worth another try. */
export class UnknownJob extends Error {
  override name = "UnknownJob";
  constructor(job: unknown) {
    super(`unknown job ${JSON.stringify(job).slice(0, 200)}`);
  }
}
