/**
 * visitor/track: the storefront's tab reports where it is every 10 s. Stored cheaply: one row per
 * visitor, UTC day and path (query strings dropped), upserted in a single statement, so a tab
 * open all day is one row with a hit count, never a row per tick. The answer is null and the
 * client never waits on it.
 *
 * The write itself is a job (docs/decisions/185): the request counts the report against its
 * address's limit and hands the visit to the jobs queue, whose consumer writes a batch's visits
 * in one round trip. A visit is counted only when it is newer than the last one counted for its
 * row, so a job delivered twice counts once.
 *
 * Counted per client address before it is handed over: an address that reports far more than its
 * tabs could (a script hammering the call) gets 429 and its reports are no longer stored.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { spend } from "../kernel/rate-limits";
import { requester } from "../kernel/device";
import type { RateLimit } from "../kernel/policy";
import { enqueue } from "../jobs";

/** A visitor/track report as the request accepted it; `at` is when it was accepted (ISO 8601 UTC). */
export type Visit = { visitorId: string; path: string; referer: string; timezone: string; at: string };

/** 60 open tabs behind one address (an office, a school), each reporting every 10 s. */
export const TRACKS_PER_IP: RateLimit = { limit: 60 * 6 * 10, windowS: 600 };

/** The path of a page URL (absolute or site-relative); anything unparsable is kept as "/". */
export function trackedPath(url: string): string {
  try {
    return new URL(url, "https://shop.invalid").pathname.slice(0, 500) || "/";
  } catch {
    return "/";
  }
}

/**
 * One upsert per visit, keyed by the day of its report. `hits` grows only for a report newer than
 * the row's `last_at`: the same visit written again (a redelivered job) changes nothing.
 */
export function recordVisitStatements(db: D1Database | D1DatabaseSession, visits: Visit[]): D1PreparedStatement[] {
  return [...visits]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((visit) =>
      db
        .prepare(
          `INSERT INTO visitor_visits (day, visitor_id, path, referer, timezone, hits, first_at, last_at)
           VALUES (substr(?5, 1, 10), ?1, ?2, ?3, ?4, 1, ?5, ?5)
           ON CONFLICT (day, visitor_id, path) DO UPDATE SET hits = hits + 1, last_at = excluded.last_at,
             timezone = excluded.timezone,
             referer = CASE WHEN referer = '' THEN excluded.referer ELSE referer END
           WHERE excluded.last_at > visitor_visits.last_at`,
        )
        .bind(visit.visitorId, visit.path, visit.referer, visit.timezone, visit.at),
    );
}

let lastAt = 0;
/**
 * Now, in milliseconds, but always later than the previous report in this isolate: two reports
 * for one row in the same millisecond would otherwise look like one report delivered twice.
 */
function reportTime(): string {
  lastAt = Math.max(Date.now(), lastAt + 1);
  return new Date(lastAt).toISOString();
}

export const visitorTrackCall = defineCall({
  path: "visitor/track",
  summary: "Where a visitor is (page, referer, time zone); aggregated per visitor, day and path",
  tag: "site",
  input: z.object({
    url: z.string().trim().min(1).max(2000),
    referer: z.string().trim().max(2000).optional().default(""),
    timezone: z.string().trim().max(64).optional().default(""),
    visitorId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  output: z.null(),
  handle: async (ctx, input) => {
    // Counted first: an address over its limit is answered 429 and its report is not kept.
    await spend(ctx, [[`track:${requester(ctx).ip || "unknown"}`, TRACKS_PER_IP]]);
    const visit: Visit = {
      visitorId: input.visitorId,
      path: trackedPath(input.url),
      referer: input.referer.slice(0, 500),
      timezone: input.timezone,
      at: reportTime(),
    };
    await enqueue(ctx, [{ kind: "visit", visit }], async () => {
      await ctx.db.batch(recordVisitStatements(ctx.db, [visit]));
    });
    return null;
  },
});
