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

/** A Durable Object namespace that counts calls on the stubs it hands out (each is one trip). */
export function countingNamespace<Namespace extends object>(namespace: Namespace) {
  let calls = 0;
  const counted = (stub: object) =>
    new Proxy(stub, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (typeof value !== "function") return value;
        // Reflect.apply: on an RPC stub, `.apply` would itself be taken for a remote method.
        return (...args: unknown[]) => (calls++, Reflect.apply(value as (...a: unknown[]) => unknown, target, args));
      },
    });
  const wrapped = new Proxy(namespace, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (property === "get" || property === "getByName")
        return (...args: unknown[]) => counted(Reflect.apply(value as (...a: unknown[]) => object, target, args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { namespace: wrapped, calls: () => calls };
}
