/**
 * Jobs that could not be done, kept in D1's `dead_jobs` for an operator (docs/decisions/185):
 * `npx wrangler d1 execute DB --remote --command "SELECT * FROM dead_jobs ORDER BY created_at DESC LIMIT 20"`.
 * The row describes the job without a message's text or a code in its subject.
 */
import type { Job } from "./job";
import { jobKindOf } from "./registry";

export type DeadJob = { messageId: string; job: Job; error: string; attempts: number; queuedAt: Date };

/** What the job was about, in one line an operator can act on (its kind's own description). */
export function describeJob(job: Job): string {
  return jobKindOf(job)?.describe(job) ?? JSON.stringify(job).slice(0, 500);
}

/** One row per queue message: recording the same job again changes nothing. */
export function deadJobStatement(db: D1Database, dead: DeadJob): D1PreparedStatement {
  const kind = typeof dead.job === "object" && dead.job && "kind" in dead.job ? String(dead.job.kind) : "unknown";
  return db
    .prepare(
      `INSERT INTO dead_jobs (message_id, kind, detail, error, attempts, queued_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (message_id) DO NOTHING`,
    )
    .bind(
      dead.messageId,
      kind,
      describeJob(dead.job),
      dead.error.slice(0, 1000),
      dead.attempts,
      dead.queuedAt.toISOString(),
    );
}

export async function recordDeadJob(db: D1Database, dead: DeadJob): Promise<void> {
  console.error(`job ${dead.messageId} (${describeJob(dead.job)}) given up: ${dead.error}`);
  await deadJobStatement(db, dead).run();
}
