/**
 * Counts what one request costs: upstream calls made by the storefront's loaders (route requests
 * among them), and D1 round
 * trips made by the embedded backend (each batch() is one; each statement run outside a batch
 * is one), and its calls to Durable Objects (each method called on a stub is one: a cart held in
 * its object, ADR 180). Outside production the Worker reports them as response headers, so
 * tests and the benchmark can hold pages to their budgets (≤ 3 D1 queries, one route request).
 */
const REAL_STATEMENT = Symbol("real statement");

export type RequestMeter = {
  upstreamCalls: number;
  routeRequests: number;
  d1RoundTrips: number;
  durableObjectCalls: number;
};

export function createMeter(): RequestMeter {
  return { upstreamCalls: 0, routeRequests: 0, d1RoundTrips: 0, durableObjectCalls: 0 };
}

/** One upstream request: a route request (`?request=route`) or an /api/web call. */
export function countUpstream(meter: RequestMeter, request: Request): void {
  meter.upstreamCalls++;
  if (new URL(request.url).searchParams.get("request") === "route") meter.routeRequests++;
}

export function meteredDatabase(db: D1Database, meter: RequestMeter): D1Database {
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        if (property === REAL_STATEMENT) return target;
        if (property === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
        if (property === "run" || property === "all" || property === "first" || property === "raw")
          meter.d1RoundTrips++;
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
        return (statements: D1PreparedStatement[]) => {
          meter.d1RoundTrips++;
          return target.batch(statements.map(real));
        };
      }
      if (property === "exec") {
        return (sql: string) => {
          meter.d1RoundTrips++;
          return target.exec(sql);
        };
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

/** What the Worker reports on an answer (see functions/response-headers.ts for how they are set). */
export function meterHeaders(meter: RequestMeter): Record<string, string> {
  return {
    "x-upstream-calls": String(meter.upstreamCalls),
    "x-route-requests": String(meter.routeRequests),
    "x-d1-round-trips": String(meter.d1RoundTrips),
    "x-do-calls": String(meter.durableObjectCalls),
  };
}
