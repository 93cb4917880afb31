/**
 * One Durable Object per cart (`idFromName(cartId)`), its lines in the object's own SQLite.
 * Every method is one synchronous run of SQL inside the object, and an object runs one call at a
 * time, so two tabs adding at once are applied one after the other: no lost update. The object
 * knows nothing of the catalogue: whoever calls passes the bounds read from D1 (a SKU's stock,
 * whether it is sold), exactly as the D1 cart's statements read them (ADR 180).
 */
import { DurableObject } from "cloudflare:workers";

/** A cart line as stored: what the shopper chose, never a price. */
export type StoredLine = { id: number; sku: string; quantity: number; selected: boolean };

/** A line to fold in (sign-in merge, buy again): `cap` bounds what an existing line may grow to. */
export type IncomingLine = { sku: string; quantity: number; selected: boolean; cap: number };

type LineRecord = { id: number; sku: string; quantity: number; selected: number };

/**
 * The cart's unit count and the object's change number after a call: a customer's store writes it
 * to D1's cart_counts (ADR 382), where a page reads it with the session. The change number orders
 * writes that race, so an older count never replaces a newer one.
 */
export type Tally = { units: number; version: number };

export class CartObject extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // AUTOINCREMENT: a removed line's id is never reused, so a stale id from another tab cannot
    // name a different line later.
    this.sql.exec(`CREATE TABLE IF NOT EXISTS lines (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      sku TEXT NOT NULL UNIQUE,
      quantity INTEGER NOT NULL,
      selected INTEGER NOT NULL DEFAULT 1)`);
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS changes (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`,
    );
  }

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** Newest first, as the D1 cart answers. */
  lines(): StoredLine[] {
    return this.sql
      .exec<LineRecord>("SELECT id, sku, quantity, selected FROM lines ORDER BY id DESC")
      .toArray()
      .map((row) => ({ id: row.id, sku: row.sku, quantity: row.quantity, selected: row.selected === 1 }));
  }

  count(): number {
    return this.sql.exec<{ n: number }>("SELECT coalesce(sum(quantity), 0) AS n FROM lines").one().n;
  }

  /** The count and the change number as they are now (a cart never changed since has version 0). */
  tally(): Tally {
    const row = this.sql.exec<{ version: number }>("SELECT version FROM changes WHERE id = 1").toArray()[0];
    return { units: this.count(), version: row?.version ?? 0 };
  }

  /** Every change moves the change number on, in the same synchronous run as the change itself. */
  private changed(): Tally {
    this.sql.exec(
      "INSERT INTO changes (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1",
    );
    return this.tally();
  }

  /**
   * Adds `quantity` of a SKU: a new line only while the cart has fewer than `maxLines` and the
   * quantity fits `cap` (the SKU's stock and the per-line maximum; 0 when it is not sold); an
   * existing line only while its new total still fits `cap`.
   */
  add(
    sku: string,
    quantity: number,
    cap: number,
    maxLines: number,
  ): { changed: boolean; lines: StoredLine[]; tally: Tally } {
    const existing = this.find(sku);
    let changed = false;
    if (existing) {
      if (existing.quantity + quantity <= cap) {
        this.sql.exec("UPDATE lines SET quantity = quantity + ?, selected = 1 WHERE id = ?", quantity, existing.id);
        changed = true;
      }
    } else if (quantity <= cap && this.lineCount() < maxLines) {
      this.sql.exec("INSERT INTO lines (sku, quantity, selected) VALUES (?, ?, 1)", sku, quantity);
      changed = true;
    }
    return { changed, lines: this.lines(), tally: changed ? this.changed() : this.tally() };
  }

  /** Changes one line; a quantity only when it fits `cap` (that line's SKU's stock). */
  update(
    id: number,
    quantity: number | null,
    selected: boolean | null,
    cap: number,
  ): { changed: boolean; lines: StoredLine[]; tally: Tally } {
    const cursor = this.sql.exec(
      `UPDATE lines SET quantity = coalesce(?1, quantity), selected = coalesce(?2, selected)
       WHERE id = ?3 AND (?1 IS NULL OR ?1 <= ?4)`,
      quantity,
      selected === null ? null : Number(selected),
      id,
      cap,
    );
    const changed = cursor.rowsWritten > 0;
    return { changed, lines: this.lines(), tally: changed ? this.changed() : this.tally() };
  }

  remove(ids: number[]): { lines: StoredLine[]; tally: Tally } {
    this.sql.exec("DELETE FROM lines WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify(ids));
    return { lines: this.lines(), tally: this.changed() };
  }

  /** After an order: the lines of the SKUs it bought go; running it twice changes nothing more. */
  removeSkus(skus: string[]): { lines: StoredLine[]; tally: Tally } {
    this.sql.exec("DELETE FROM lines WHERE sku IN (SELECT value FROM json_each(?))", JSON.stringify(skus));
    return { lines: this.lines(), tally: this.changed() };
  }

  /**
   * Folds lines in, in the order given: a SKU already in the cart grows to at most `cap` (never
   * shrinks) and is selected; a new SKU gets a line while the cart has fewer than `maxLines`
   * (null: no bound, as a sign-in merge has none). Answers the lines before and after.
   */
  merge(
    incoming: IncomingLine[],
    maxLines: number | null,
  ): { before: StoredLine[]; after: StoredLine[]; tally: Tally } {
    const before = this.lines();
    for (const line of incoming) {
      const existing = this.find(line.sku);
      if (existing) {
        const grown = Math.max(existing.quantity, Math.min(existing.quantity + line.quantity, line.cap));
        this.sql.exec("UPDATE lines SET quantity = ?, selected = 1 WHERE id = ?", grown, existing.id);
      } else if (maxLines === null || this.lineCount() < maxLines) {
        this.sql.exec(
          "INSERT INTO lines (sku, quantity, selected) VALUES (?, ?, ?)",
          line.sku,
          line.quantity,
          Number(line.selected),
        );
      }
    }
    return { before, after: this.lines(), tally: this.changed() };
  }

  /** Empties the cart. */
  clear(): void {
    this.sql.exec("DELETE FROM lines");
    this.changed();
  }

  /**
   * The lines, newest first, and the cart emptied, in one step: what a sign-in merges into the
   * customer's cart. A second sign-in with the same visitor cart then gets nothing to merge
   * twice, and an add that lands meanwhile stays for the next merge instead of being cleared.
   */
  takeAll(): StoredLine[] {
    const lines = this.lines();
    this.clear();
    return lines;
  }

  private find(sku: string): LineRecord | undefined {
    return this.sql.exec<LineRecord>("SELECT id, sku, quantity, selected FROM lines WHERE sku = ?", sku).toArray()[0];
  }

  private lineCount(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM lines").one().n;
  }
}
