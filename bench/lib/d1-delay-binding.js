/**
 * The bench's "far shopper" D1 (bench/lib/far-shopper.mjs): a Miniflare wrapped binding that the
 * shop's Worker sees as its `DB`. Every round trip to the real database (INNER: `all`, `run`,
 * `first`, `raw`, `batch`, `exec`, also inside a `withSession` session) waits DELAY_MS first, as a
 * database 100 ms away would make the Worker wait. Only the bench's Miniflare set-up binds it
 * (servers.mjs, `d1DelayMs`): nothing in the Worker reads a setting for it.
 */
const ROUND_TRIPS = new Set(["all", "run", "first", "raw"]);
const REAL = Symbol("real statement");
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function delayed(target, ms) {
  const statement = (real) =>
    new Proxy(real, {
      get(inner, property) {
        if (property === REAL) return inner;
        if (property === "bind") return (...values) => statement(inner.bind(...values));
        const value = Reflect.get(inner, property);
        if (ROUND_TRIPS.has(property)) return async (...args) => (await sleep(ms), value.apply(inner, args));
        return typeof value === "function" ? value.bind(inner) : value;
      },
    });
  return new Proxy(target, {
    get(inner, property) {
      const value = Reflect.get(inner, property);
      if (property === "prepare") return (sql) => statement(inner.prepare(sql));
      if (property === "batch")
        return async (statements) => (await sleep(ms), inner.batch(statements.map((s) => s[REAL] ?? s)));
      if (property === "exec") return async (sql) => (await sleep(ms), inner.exec(sql));
      if (property === "withSession") return (...args) => delayed(inner.withSession(...args), ms);
      return typeof value === "function" ? value.bind(inner) : value;
    },
  });
}

export default function (env) {
  return delayed(env.INNER, Number(env.DELAY_MS));
}
