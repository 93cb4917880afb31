/** Counts D1 round trips of a call: the round-trip tests of every area use it. */
const REAL = Symbol("real statement");

/** A D1 binding that counts round trips: each batch() is one, each statement run outside a batch is one. */
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
  const counted = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: (statements: D1PreparedStatement[]) => {
      trips++;
      return db.batch(statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[REAL] ?? s));
    },
  } as unknown as D1Database;
  return { db: counted, trips: () => trips };
}
