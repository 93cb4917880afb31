/** Counts D1 round trips of a call: the round-trip tests of every area use it. */
const REAL = Symbol("real statement");

/**
 * A D1 binding that counts round trips: each batch() is one, each statement run outside a batch
 * is one. The backend queries through the request's session (`withSession`, ADR 175), so the
 * sessions it opens count into the same total.
 */
export function countingDatabase(db: D1Database) {
  let trips = 0;
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        if (property === REAL) return target;
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (["run", "all", "first", "raw"].includes(String(property))) trips++;
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const counting = (queries: D1Database | D1DatabaseSession) => ({
    prepare: (sql: string) => wrap(queries.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      trips++;
      return queries.batch(statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[REAL] ?? s));
    },
  });
  const counted = {
    ...counting(db),
    withSession: (start?: string) => {
      const session = db.withSession(start);
      return { ...counting(session), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
  return { db: counted, trips: () => trips };
}
