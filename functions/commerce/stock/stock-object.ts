/**
 * One Durable Object per SKU ("sku:<code>", docs/decisions/182): the admission gate for that
 * SKU's stock. Checkouts of one SKU queue here, one at a time, so the last unit is handed out
 * once without every contender reaching D1's write path; checkouts of other SKUs never wait here.
 *
 * It keeps `available` (what may still be reserved) and the holds of checkouts in flight, keyed
 * by the order's idempotency key (the `ref`). The invariant it keeps is
 *   available = D1 product_skus.stock − the holds whose order is not in D1 yet
 * D1 stays the record (catalogue, admin, the order batch's own guard); `reconcile` recomputes
 * `available` from it and is run on first use, on a refusal when the last one is over a second
 * old (a restock written straight into D1 is then seen), and whenever a caller knows D1 moved
 * (an order refused by D1's guard, a cancellation, an import).
 *
 * Every decision (reserve, release, commit) is synchronous SQL, so no other call can interleave
 * with it; only reconcile awaits D1, inside blockConcurrencyWhile.
 */
import { DurableObject } from "cloudflare:workers";

/** A hold whose checkout neither committed nor released it within this time is judged by D1. */
export const HOLD_TTL_MS = 2 * 60_000;
/** A committed hold is kept this long, so a twin submit with the same key never reserves twice. */
const COMMITTED_TTL_MS = 10 * 60_000;
/** A refusal rereads D1 at most this often: a sell-out storm costs one D1 read a second, not one per shopper. */
const RESYNC_AFTER_MS = 1000;

export type Reserved = { ok: boolean; available: number };
export type StockSnapshot = { available: number | null; held: number; committed: number };

type HoldRow = { ref: string; quantity: number; state: "held" | "committed"; at: number };

export class StockObject extends DurableObject<Env> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS stock (id INTEGER PRIMARY KEY CHECK (id = 1), sku TEXT NOT NULL, available INTEGER NOT NULL, synced_at INTEGER NOT NULL);
       CREATE TABLE IF NOT EXISTS holds (ref TEXT PRIMARY KEY, quantity INTEGER NOT NULL, state TEXT NOT NULL, at INTEGER NOT NULL);`,
    );
  }

  /** Takes `quantity` units for `ref`; the same ref again is the same hold (a retried or twin submit). */
  async reserve(sku: string, ref: string, quantity: number): Promise<Reserved> {
    if (!this.row()) await this.reconcile(sku);
    let answer = this.take(ref, quantity);
    if (!answer.ok && Date.now() - (this.row()?.synced_at ?? 0) > RESYNC_AFTER_MS) {
      await this.reconcile(sku);
      answer = this.take(ref, quantity);
    }
    if (answer.ok && (await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + HOLD_TTL_MS);
    return answer;
  }

  /** The order was not placed: the hold's units are available again. A committed hold is left alone. */
  async release(sku: string, ref: string, recheck = false): Promise<void> {
    const hold = this.hold(ref);
    if (hold?.state === "held") {
      this.sql.exec("UPDATE stock SET available = available + ? WHERE id = 1", hold.quantity);
      this.sql.exec("DELETE FROM holds WHERE ref = ?", ref);
    }
    // D1 refused what this object admitted: D1 moved without it, so it rereads.
    if (recheck) await this.reconcile(sku);
  }

  /** The order is in D1 (its batch took D1's stock too): the units stay taken. */
  commit(ref: string): void {
    this.sql.exec("UPDATE holds SET state = 'committed', at = ? WHERE ref = ? AND state = 'held'", Date.now(), ref);
  }

  /** D1's stock changed outside a checkout (cancellation, import): recompute, if this SKU was ever used. */
  async sync(sku: string): Promise<void> {
    if (this.row()) await this.reconcile(sku);
  }

  /** For tests and the operator: what this object holds now. */
  snapshot(): StockSnapshot {
    const counts = this.sql
      .exec<{ held: number; committed: number }>(
        "SELECT coalesce(sum(CASE state WHEN 'held' THEN quantity END), 0) AS held, count(CASE state WHEN 'committed' THEN 1 END) AS committed FROM holds",
      )
      .one();
    return { available: this.row()?.available ?? null, ...counts };
  }

  /** Holds whose checkout vanished (a Worker that died between reserve and commit) are settled by D1. */
  async alarm(): Promise<void> {
    const row = this.row();
    if (row) await this.reconcile(row.sku);
    this.sql.exec("DELETE FROM holds WHERE state = 'committed' AND at < ?", Date.now() - COMMITTED_TTL_MS);
    const left = this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM holds").one().n;
    if (left > 0) await this.ctx.storage.setAlarm(Date.now() + HOLD_TTL_MS);
  }

  private take(ref: string, quantity: number): Reserved {
    const available = this.row()?.available ?? 0;
    if (this.hold(ref)) return { ok: true, available };
    if (available < quantity) return { ok: false, available };
    this.sql.exec("UPDATE stock SET available = available - ? WHERE id = 1", quantity);
    this.sql.exec("INSERT INTO holds (ref, quantity, state, at) VALUES (?, ?, 'held', ?)", ref, quantity, Date.now());
    return { ok: true, available: available - quantity };
  }

  /**
   * available = D1's stock − holds still waiting for their order. Run with every other call held
   * back, and D1 read in one batch (one snapshot): a hold whose order D1 already has is counted
   * in D1's stock and is marked committed; one without an order that outlived HOLD_TTL_MS is dropped.
   */
  private reconcile(sku: string): Promise<void> {
    return this.ctx.blockConcurrencyWhile(async () => {
      const held = this.sql.exec<HoldRow>("SELECT ref, quantity, state, at FROM holds WHERE state = 'held'").toArray();
      // The binding outside a session reads the primary, never a replica (ADR 175): a lagging
      // copy would undercount what was sold.
      const db = this.env.DB;
      const [stock, placed] = await db.batch([
        db.prepare("SELECT stock FROM product_skus WHERE sku = ?").bind(sku),
        db
          .prepare(
            "SELECT idempotency_key AS ref FROM orders WHERE idempotency_key IN (SELECT value FROM json_each(?))",
          )
          .bind(JSON.stringify(held.map((hold) => hold.ref))),
      ]);
      const inD1 = (stock.results[0] as { stock: number } | undefined)?.stock ?? 0;
      const placedRefs = new Set((placed.results as { ref: string }[]).map((row) => row.ref));
      const now = Date.now();
      let pending = 0;
      for (const hold of held) {
        if (placedRefs.has(hold.ref)) this.commit(hold.ref);
        else if (hold.at < now - HOLD_TTL_MS) this.sql.exec("DELETE FROM holds WHERE ref = ?", hold.ref);
        else pending += hold.quantity;
      }
      this.sql.exec(
        `INSERT INTO stock (id, sku, available, synced_at) VALUES (1, ?1, ?2, ?3)
         ON CONFLICT (id) DO UPDATE SET sku = ?1, available = ?2, synced_at = ?3`,
        sku,
        Math.max(0, inD1 - pending),
        now,
      );
    });
  }

  private row(): { sku: string; available: number; synced_at: number } | undefined {
    return this.sql
      .exec<{ sku: string; available: number; synced_at: number }>("SELECT sku, available, synced_at FROM stock")
      .toArray()[0];
  }

  private hold(ref: string): HoldRow | undefined {
    return this.sql.exec<HoldRow>("SELECT ref, quantity, state, at FROM holds WHERE ref = ?", ref).toArray()[0];
  }
}
