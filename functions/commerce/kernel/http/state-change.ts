/**
 * One shape for a shopper's or an operator's state change (an order's, a return's): the guarded
 * UPDATE and the read of the row after it go to D1 in one batch, so the answer is the row as the
 * change left it. The row missing (or not the caller's) is not found; the first statement having
 * changed nothing means its guard refused (a stale screen), answered with what the row allows now.
 */
import { notFound, type ShopError } from "./envelope";

export async function changeThenRead<Row>(
  db: D1DatabaseSession,
  /** The guarded UPDATE first (its `changes` decides), then any statements that follow it. */
  change: D1PreparedStatement[],
  /** The statements that read the row back, and how their results become rows. */
  read: { statements: D1PreparedStatement[]; rows: (results: D1Result[]) => Row[] },
  refused: (found: Row) => ShopError,
): Promise<Row> {
  const results = await db.batch([...change, ...read.statements]);
  const [found] = read.rows(results.slice(change.length));
  if (!found) throw notFound();
  if (results[0].meta.changes === 0) throw refused(found);
  return found;
}
