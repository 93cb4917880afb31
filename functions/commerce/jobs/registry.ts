/**
 * The kinds of job the queue carries, each registered by the domain that queues it (its index.ts
 * calls registerJobKind), so the jobs folder runs work without knowing any domain: the consumer
 * (consume.ts) looks the kind up, and a kind nobody registered is an UnknownJob.
 */
import type { Job } from "./job";

export type JobKind<J extends Job = Job> = {
  /** Does one job; an error whose `transient` is false is not worth another try (consume.ts). */
  run(job: J, env: Env): Promise<void>;
  /** Does a batch's jobs of this kind together (one D1 round trip) instead of one by one. */
  runTogether?(jobs: J[], env: Env): Promise<void>;
  /** What the job was about, in one line an operator can act on (dead_jobs), without a message's text. */
  describe(job: J): string;
};

const kinds = new Map<string, JobKind>();

export function registerJobKind<J extends Job>(kind: J["kind"], handler: JobKind<J>): void {
  kinds.set(kind, handler as unknown as JobKind);
}

/** The registered kind of a job, or undefined for a job no domain registered (or not a job at all). */
export function jobKindOf(job: unknown): JobKind | undefined {
  const kind = typeof job === "object" && job !== null && "kind" in job ? job.kind : undefined;
  return typeof kind === "string" ? kinds.get(kind) : undefined;
}
