/**
 * The visit job (docs/decisions/185), registered by site/index.ts: one visitor report, counted only
 * when newer than the last one counted for its row, so a redelivered job counts once. A batch's
 * visits are written together in one D1 round trip.
 */
import { registerJobKind, type JobKind } from "../jobs";
import { recordVisitStatements, type Visit } from "./visitor-track";

export type VisitJob = { kind: "visit"; visit: Visit };

async function writeVisits(jobs: VisitJob[], env: Env): Promise<void> {
  await env.DB.batch(
    recordVisitStatements(
      env.DB,
      jobs.map((job) => job.visit),
    ),
  );
}

const visitJob: JobKind<VisitJob> = {
  run: (job, env) => writeVisits([job], env),
  runTogether: writeVisits,
  describe: (job) => JSON.stringify({ visitorId: job.visit.visitorId, path: job.visit.path, at: job.visit.at }),
};

export function registerVisitJobs(): void {
  registerJobKind<VisitJob>("visit", visitJob);
}
