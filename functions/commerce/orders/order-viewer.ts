/**
 * Who may see an order, as SQL: a customer, a visitor's cart (or, for order/lookup, an email),
 * or the session's user inside customerBatch. Every order read goes through these conditions.
 */
import { currentUserSqlAt } from "../kernel/http/customer";

/** Who is asking: a customer id, or a visitor's cart id (and, for order/lookup, an email). */
export type OrderViewer = { customerId: number | null; cartId: string | null; email?: string | null };

/** SQL true when the viewer (bound as ?2 customer, ?3 cart, ?4 email) may see order `o`. */
export const VIEWER_SQL = `(o.user_id = ?2 OR (?2 IS NULL AND o.user_id IS NULL AND (o.cart_id = ?3 OR lower(o.email) = lower(?4))))`;
export const viewerBinds = (viewer: OrderViewer) => [viewer.customerId, viewer.cartId, viewer.email ?? null];

/**
 * A customer named by the session's token hash, for reads inside customerBatch (ADR 085): the
 * orders of the session's user, none once the session is dead. ?3 and ?4 stay in the SQL
 * (always null) so the parameters are numbered as in VIEWER_SQL.
 */
export type SessionViewer = { sessionHash: string };
const SESSION_VIEWER_SQL = `(o.user_id = ${currentUserSqlAt("?2")} AND ?3 IS NULL AND ?4 IS NULL)`;
export type OrderReader = OrderViewer | SessionViewer;

/** SQL and binds (?2–?4) of whoever reads: a viewer, or a session inside customerBatch. */
export const readerSql = (reader: OrderReader) => ("sessionHash" in reader ? SESSION_VIEWER_SQL : VIEWER_SQL);
export const readerBinds = (reader: OrderReader) =>
  "sessionHash" in reader ? [reader.sessionHash, null, null] : viewerBinds(reader);
