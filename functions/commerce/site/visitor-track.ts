/**
 * visitor/track: the storefront's tab reports where it is every 10 s. Stored cheaply: one row per
 * visitor, UTC day and path (query strings dropped), upserted in a single statement, so a tab
 * open all day is one row with a hit count, never a row per tick. The answer is null and the
 * client never waits on it.
 *
 * Counted per client address, in the same round trip: an address that reports far more than its
 * tabs could (a script hammering the call) gets 429 and its reports are no longer stored.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../http/call";
import { assertWithinLimits, hitStatement } from "../accounts/rate-limits";
import { requester } from "../accounts/device";
import type { RateLimit } from "../accounts/policy";

/** 60 open tabs behind one address (an office, a school), each reporting every 10 s. */
export const TRACKS_PER_IP: RateLimit = { limit: 60 * 6 * 10, windowS: 600 };

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** The path of a page URL (absolute or site-relative); anything unparsable is kept as "/". */
export function trackedPath(url: string): string {
  try {
    return new URL(url, "https://shop.invalid").pathname.slice(0, 500) || "/";
  } catch {
    return "/";
  }
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
    const key = `track:${requester(ctx).ip || "unknown"}`;
    // The batch is one transaction: the visit is stored only while the address is within its limit.
    const [hit] = await ctx.db.batch([
      hitStatement(ctx, key, TRACKS_PER_IP),
      ctx.db
        .prepare(
          `INSERT INTO visitor_visits (day, visitor_id, path, referer, timezone, hits, first_at, last_at)
           SELECT strftime('%Y-%m-%d','now'), ?1, ?2, ?3, ?4, 1, ${NOW}, ${NOW}
            WHERE (SELECT count FROM rate_limits WHERE key = ?5) <= ?6
           ON CONFLICT (day, visitor_id, path) DO UPDATE SET hits = hits + 1, last_at = excluded.last_at,
             timezone = excluded.timezone,
             referer = CASE WHEN referer = '' THEN excluded.referer ELSE referer END`,
        )
        .bind(
          input.visitorId,
          trackedPath(input.url),
          input.referer.slice(0, 500),
          input.timezone,
          key,
          TRACKS_PER_IP.limit,
        ),
    ]);
    assertWithinLimits([hit], [TRACKS_PER_IP]);
    return null;
  },
});
