/**
 * The index job (docs/decisions/185), registered by search/index.ts: items whose search rows are
 * rebuilt from what the database holds now, so running it twice leaves the rows right.
 */
import { registerJobKind, type JobKind } from "../jobs";
import { reindexItems, type IndexItem } from "./reindex-items";

export type IndexJob = { kind: "index"; items: IndexItem[] };

const indexJob: JobKind<IndexJob> = {
  run: (job, env) => reindexItems(env.DB, job.items),
  describe: (job) => JSON.stringify({ items: job.items }),
};

export function registerIndexJobs(): void {
  registerJobKind<IndexJob>("index", indexJob);
}
