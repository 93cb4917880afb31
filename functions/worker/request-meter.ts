/**
 * Counts what one request costs: upstream calls made by the storefront's loaders (route requests
 * among them), D1 round trips made by the embedded backend (each batch() is one; each
 * statement run outside a batch is one), the statements they carry, D1's own time for them
 * (`meta.duration`, the SQL time the database reports), the time the Worker waited for them
 * (the round trip, queueing at the database included), and its calls to Durable Objects (each
 * method called on a stub is one: a cart held in its object, ADR 180). Outside production the
 * Worker reports them as response headers, so tests and the benchmarks can hold pages to their
 * budgets (≤ 3 D1 queries, one route request) and the write bench can tell where a queue forms.
 */
const REAL_STATEMENT = Symbol("real statement");

export type RequestMeter = {
  upstreamCalls: number;
  routeRequests: number;
  d1RoundTrips: number;
  d1Statements: number;
  /** Sum of `meta.duration` over the statements: the database's busy time for this request. */
  d1SqlMs: number;
  /** Wall time from sending each round trip to its answer, as the Worker saw it. */
  d1WaitMs: number;
  durableObjectCalls: number;
};

export function createMeter(): RequestMeter {
  return {
    upstreamCalls: 0,
    routeRequests: 0,
    d1RoundTrips: 0,
    d1Statements: 0,
    d1SqlMs: 0,
    d1WaitMs: 0,
    durableObjectCalls: 0,
  };
}

/** One upstream request: a route request (`?request=route`) or an /api/web call. */
export function countUpstream(meter: RequestMeter, request: Request): void {
  meter.upstreamCalls++;
  if (new URL(request.url).searchParams.get("request") === "route") meter.routeRequests++;
}

/** One round trip of `statements` statements, timed; `results` gives the answers' D1 meta. */
async function timed<T>(
  meter: RequestMeter,
  statements: number,
  send: () => Promise<T>,
  results: (answer: T) => (D1Result | undefined)[],
): Promise<T> {
  meter.d1RoundTrips++;
  meter.d1Statements += statements;
  const sent = performance.now();
  try {
    const answer = await send();
    for (const result of results(answer)) meter.d1SqlMs += result?.meta?.duration ?? 0;
    return answer;
  } finally {
    meter.d1WaitMs += performance.now() - sent;
  }
}

/**
 * `first()` as workerd implements it (all rows asked for, the first one taken; a named column
 * that is missing throws), through `all()` so its D1 meta, which `first()` drops, is counted.
 */
async function firstThroughAll(meter: RequestMeter, statement: D1PreparedStatement, column?: string) {
  const { results } = await timed(
    meter,
    1,
    () => statement.all(),
    (answer) => [answer],
  );
  const row = results[0] as Record<string, unknown> | undefined;
  if (!row) return null;
  if (column === undefined) return row;
  if (row[column] === undefined) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
  return row[column];
}

export function meteredDatabase(db: D1Database, meter: RequestMeter): D1Database {
  return metered(db, meter);
}

/**
 * The binding and each session it opens (`withSession`, ADR 175) alike: the backend queries
 * through a session, so a session left unmetered would report no round trips at all.
 */
function metered<Queries extends D1Database | D1DatabaseSession>(db: Queries, meter: RequestMeter): Queries {
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        if (property === REAL_STATEMENT) return target;
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (property === "first") return (column?: string) => firstThroughAll(meter, target, column);
        if (property === "run" || property === "all")
          return () =>
            timed(
              meter,
              1,
              () => target[property](),
              (answer) => [answer],
            );
        // raw() drops the meta too; nothing in the backend uses it, so it is timed but not given SQL time.
        if (property === "raw")
          return (options?: never) =>
            timed(
              meter,
              1,
              () => target.raw(options),
              () => [],
            );
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const real = (statement: D1PreparedStatement) =>
    (statement as unknown as Record<symbol, D1PreparedStatement | undefined>)[REAL_STATEMENT] ?? statement;
  return new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => wrap(target.prepare(sql));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          timed(
            meter,
            statements.length,
            () => target.batch(statements.map(real)),
            (answers) => answers,
          );
      }
      if (property === "exec" && "exec" in target)
        return (sql: string) =>
          timed(
            meter,
            1,
            () => target.exec(sql),
            () => [],
          );
      if (property === "withSession" && "withSession" in target) {
        return (start?: D1SessionBookmark | D1SessionConstraint) => metered(target.withSession(start), meter);
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** A Durable Object namespace whose stubs count each method call (an RPC round trip to the object). */
export function meteredNamespace<Namespace extends object>(namespace: Namespace, meter: RequestMeter): Namespace {
  const stubOf = (stub: object) =>
    new Proxy(stub, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          meter.durableObjectCalls++;
          // Reflect.apply: on an RPC stub, `.apply` would itself be taken for a remote method.
          return Reflect.apply(value as (...args: unknown[]) => unknown, target, args);
        };
      },
    });
  return new Proxy(namespace, {
    get(target, property) {
      const value = Reflect.get(target, property) as unknown;
      if (property === "get" || property === "getByName")
        return (...args: unknown[]) => stubOf(Reflect.apply(value as (...args: unknown[]) => object, target, args));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** What the Worker reports on an answer (see functions/worker/response-headers.ts for how they are set). */
export function meterHeaders(meter: RequestMeter): Record<string, string> {
  return {
    "x-upstream-calls": String(meter.upstreamCalls),
    "x-route-requests": String(meter.routeRequests),
    "x-d1-round-trips": String(meter.d1RoundTrips),
    "x-d1-statements": String(meter.d1Statements),
    "x-d1-sql-ms": meter.d1SqlMs.toFixed(3),
    "x-d1-wait-ms": meter.d1WaitMs.toFixed(3),
    "x-do-calls": String(meter.durableObjectCalls),
  };
}
