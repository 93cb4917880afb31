/**
 * The daily sweep of customers' uploads (the Worker's Cron Trigger calls `sweepUploads`).
 * Anyone may upload pictures (upload/image, within a per-IP allowance); a picture nothing
 * refers to a day later was never used — an abandoned form, or R2 used as free hosting — and
 * is deleted from R2 with its row.
 *
 * Each upload is judged once, at the first sweep after it is a day old: referenced → `kept_at`
 * is set and it is never judged again, so the sweep only ever reads the last day's uploads
 * and stays cheap however many pictures the shop keeps. A picture that loses its last
 * reference later (a deleted review, a replaced avatar) is not swept (docs/decisions/112).
 *
 * Both decisions are taken in one D1 batch (a transaction) that re-checks the references in
 * the same statements, so an upload referenced by then is kept; R2 is cleaned after.
 */

export const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;
/** Uploads judged per round; a run goes on for at most MAX_ROUNDS rounds. */
const BATCH = 200;
const MAX_ROUNDS = 20;

/**
 * Where the shop's data may refer to an upload: the pictures of reviews, inquiries and
 * after-sales applications, avatars, article thumbnails and HTML, and the shop's own picture
 * columns, pages and settings (an operator may reuse one). Upload URLs end in a random token,
 * so one never occurs inside another and a substring test of the JSON or HTML is exact enough.
 * (One EXISTS per source: D1 refuses a compound SELECT of this many terms.)
 */
const SOURCES: [table: string, column: string][] = [
  ["reviews", "images"],
  ["inquiries", "images"],
  ["returns", "images"],
  ["users", "avatar"],
  ["articles", "thumbnail"],
  ["articles", "content"],
  ["articles", "i18n"],
  ["pages", "content"],
  ["pages", "i18n"],
  ["products", "images"],
  ["product_skus", "image"],
  ["categories", "image"],
  ["collections", "image"],
  ["promotions", "banner"],
  ["site_settings", "value"],
];

const REFERENCED = `(${SOURCES.map(([table, column]) => `EXISTS (SELECT 1 FROM ${table} WHERE instr(${column}, u.url) > 0)`).join("\n  OR ")})`;

/** The oldest not yet judged uploads made before the cutoff (?1), at most BATCH (?2). */
const DUE = "SELECT id FROM uploads WHERE kept_at IS NULL AND created_at < ?1 ORDER BY created_at LIMIT ?2";

export type SweepResult = { kept: number; deleted: number };

export async function sweepUploads(env: Pick<Env, "DB" | "UPLOADS">, now = new Date()): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  const result: SweepResult = { kept: 0, deleted: 0 };
  // The cron's own session (ADR 175): every round writes, so every round is the primary's anyway;
  // "first-primary" says so, and no round ever judges an upload by a replica's older rows.
  const db = env.DB.withSession("first-primary");
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const [kept, deleted] = await db.batch<{ key?: string }>([
      db
        .prepare(`UPDATE uploads AS u SET kept_at = ?3 WHERE u.id IN (${DUE}) AND ${REFERENCED} RETURNING id`)
        .bind(cutoff, BATCH, now.toISOString()),
      db
        .prepare(`DELETE FROM uploads AS u WHERE u.id IN (${DUE}) AND NOT ${REFERENCED} RETURNING key`)
        .bind(cutoff, BATCH),
    ]);
    const keys = deleted.results.map((row) => row.key as string);
    // R2 takes up to 1000 keys per delete; a round holds at most BATCH.
    if (keys.length) await env.UPLOADS.delete(keys);
    result.kept += kept.results.length;
    result.deleted += keys.length;
    if (kept.results.length + keys.length < BATCH) break;
  }
  return result;
}
