/**
 * D1 reads of the SKU rows behind cart lines that live outside D1 (the Durable Object store):
 * the lines travel as a bound JSON array and are joined with the catalogue at the moment of
 * asking, exactly as the D1 cart's own statement joins cart_items.
 */
import type { CartRow } from "./cart";
import type { StoredLine } from "./cart-object";
import { LINE_COLUMNS, SKU_JOIN } from "./lines";

/** The lines, in the order given, each with its SKU row (null columns for a SKU gone from the catalogue). */
export function storedRowsStatement(db: D1DatabaseSession, lines: StoredLine[]): D1PreparedStatement {
  const json = JSON.stringify(
    lines.map((line) => ({ id: line.id, sku: line.sku, quantity: line.quantity, selected: Number(line.selected) })),
  );
  return db
    .prepare(
      `SELECT j.value ->> 'id' AS line_id, j.value ->> 'sku' AS sku, j.value ->> 'quantity' AS quantity,
         j.value ->> 'selected' AS selected, ${LINE_COLUMNS}
       FROM json_each(?) j LEFT JOIN product_skus s ON s.sku = j.value ->> 'sku' ${SKU_JOIN}
       ORDER BY j.key`,
    )
    .bind(json);
}

/** Joins lines with rows read earlier; null when a line's SKU was not among them (read again). */
export function joinRows(lines: StoredLine[], rows: CartRow[]): CartRow[] | null {
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const joined: CartRow[] = [];
  for (const line of lines) {
    const row = bySku.get(line.sku);
    if (!row) return null;
    joined.push({ ...row, line_id: line.id, quantity: line.quantity, selected: Number(line.selected) });
  }
  return joined;
}

/** Whether a SKU is sold and how many are left, for the add's bound and its refusal. */
export function skuStateStatement(db: D1DatabaseSession, sku: string): D1PreparedStatement {
  return db
    .prepare("SELECT s.stock, p.status FROM product_skus s JOIN products p ON p.id = s.product_id WHERE s.sku = ?")
    .bind(sku);
}

/** The stock of each SKU (absent: gone from the catalogue), for bounds on lines folded in. */
export function stocksStatement(db: D1DatabaseSession, skus: string[]): D1PreparedStatement {
  return db
    .prepare("SELECT sku, stock FROM product_skus WHERE sku IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(skus));
}
