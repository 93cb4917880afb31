/**
 * The write bench's figures, from the calls of each level: throughput of successful writes,
 * latency percentiles, failures by kind, what each call cost in D1 (round trips, statements, the
 * Worker's wait for D1, D1's own SQL time) and how busy the one database was. Then, over the
 * levels of a scenario, the ceiling, the level where it is reached (the knee) and what was
 * saturated there.
 *
 * D1's own SQL time (`meta.duration`) reads mostly 0 locally: workerd's clock moves in whole ms
 * and only between I/O, and a statement runs synchronously. So the database's busy share is
 * bounded from the wait instead: at the lowest level nothing queues, so a write's wait there is
 * what the database (and the hop to it) spends on it, and busy ≤ writes/s × that wait. A
 * production D1 reports its real SQL time, in the same header.
 */

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const mean = (values) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);
const finite = (values) => values.filter((value) => Number.isFinite(value));
const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

function latency(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50), 1), p99: round(percentile(sorted, 99), 1) };
}

/** Per call name: successes per second, latency, and mean D1 cost per call. */
function perCall(calls, seconds) {
  const names = [...new Set(calls.map((answer) => answer.name))];
  return Object.fromEntries(
    names.map((name) => {
      const ok = calls.filter((answer) => answer.name === name && !answer.failure);
      return [
        name,
        {
          ok: ok.length,
          perSecond: round(ok.length / seconds, 1),
          latencyMs: latency(ok.map((answer) => answer.ms)),
          d1: {
            roundTrips: round(mean(finite(ok.map((answer) => answer.trips)))),
            statements: round(mean(finite(ok.map((answer) => answer.statements)))),
            sqlMs: round(mean(finite(ok.map((answer) => answer.sqlMs))), 3),
            waitMs: round(mean(finite(ok.map((answer) => answer.waitMs))), 2),
          },
        },
      ];
    }),
  );
}

/** A scenario's writes: cart changes (add + update) or placed orders. */
const WRITE_CALLS = { cart: ["cart/add", "cart/update"], checkout: ["checkout/submit"] };
/** What "one write" costs in D1: a cart change, or a checkout (opening it and placing the order). */
const UNIT_CALLS = { cart: ["cart/add", "cart/update"], checkout: ["checkout/create", "checkout/submit"] };

export function levelFigures(journey, { calls, journeys, seconds }, cpu) {
  const calls_ = perCall(calls, seconds);
  const writes = WRITE_CALLS[journey].reduce((sum, name) => sum + (calls_[name]?.ok ?? 0), 0);
  const units = UNIT_CALLS[journey].map((name) => calls_[name]).filter(Boolean);
  // Per cart change: the mean of add and update; per checkout: create + submit.
  const combine = (pick) => {
    const values = units.map(pick).filter((value) => value !== null);
    if (values.length === 0) return null;
    const total = values.reduce((sum, value) => sum + value, 0);
    return journey === "cart" ? total / values.length : total;
  };
  const failures = {};
  for (const answer of calls) if (answer.failure) failures[answer.failure] = (failures[answer.failure] ?? 0) + 1;
  const sqlMs = finite(calls.map((answer) => answer.sqlMs)).reduce((sum, value) => sum + value, 0);
  const waitMs = finite(calls.map((answer) => answer.waitMs)).reduce((sum, value) => sum + value, 0);
  const callMs = calls.reduce((sum, answer) => sum + answer.ms, 0);
  const perUnit = {
    roundTrips: round(combine((call) => call.d1.roundTrips)),
    statements: round(combine((call) => call.d1.statements)),
    waitMs: round(combine((call) => call.d1.waitMs)),
    sqlMs: round(
      combine((call) => call.d1.sqlMs),
      3,
    ),
  };
  return {
    seconds: round(seconds, 1),
    writesPerSecond: round(writes / seconds, 1),
    journeysPerSecond: round(journeys.filter((one) => one.ok).length / seconds, 1),
    latencyMs: latency(journeys.filter((one) => one.ok).map((one) => one.ms)),
    calls: calls_,
    requests: calls.length,
    failed: calls.length - Object.values(calls_).reduce((sum, call) => sum + call.ok, 0),
    failures,
    perWrite: perUnit,
    // D1's own SQL time per second of wall time (coarse: see above); wait share: the calls' time spent waiting for D1.
    d1SqlBusy: round(sqlMs / (seconds * 1000), 3),
    d1WaitShare: callMs > 0 ? round(waitMs / callMs, 3) : null,
    cpu:
      cpu &&
      Object.fromEntries(Object.entries(cpu).map(([name, value]) => [name, value === null ? null : round(value, 2)])),
  };
}

/** Below these a resource is not called the queue. */
const SATURATED = { d1: 0.8, busiestThread: 0.85, machine: 0.9 };

/**
 * Over a scenario's levels: the ceiling (most writes per second), the knee (the fewest
 * connections reaching 90 % of it: adding shoppers beyond it only lengthens the queue) and what
 * was saturated at the ceiling.
 */
export function ceilingOf(levels) {
  const measured = levels.filter((level) => level.figures);
  if (measured.length === 0) return null;
  // The database's busy share, bounded by the lowest level's unqueued wait per write.
  const unqueued = measured[0].figures.perWrite.waitMs;
  for (const { figures } of measured)
    figures.d1Busy = unqueued === null ? null : round((figures.writesPerSecond * unqueued) / 1000, 3);
  const best = measured.reduce((top, level) =>
    level.figures.writesPerSecond > top.figures.writesPerSecond ? level : top,
  );
  const knee = measured.find((level) => level.figures.writesPerSecond >= 0.9 * best.figures.writesPerSecond);
  const { d1Busy, d1WaitShare, cpu } = best.figures;
  const queue = [];
  // The wait share is the direct sign (calls spend their time queued for D1); the busy bound is loose (the hop is in it).
  if (d1WaitShare >= SATURATED.d1)
    queue.push(
      `D1: busy ≤ ${Math.round(d1Busy * 100)} %, calls waiting on it ${Math.round(d1WaitShare * 100)} % of their time (one database, one query at a time)`,
    );
  if (cpu?.busiestThread >= SATURATED.busiestThread)
    queue.push(
      `the Worker's thread in workerd at ${Math.round(cpu.busiestThread * 100)} % of a core (the isolate; the local D1 runs in the same process)`,
    );
  if (cpu?.machine >= SATURATED.machine)
    queue.push(
      `the machine: ${Math.round(cpu.machine * 100)} % of its ${cpu.cores} cores busy (load generator and other work included)`,
    );
  return {
    writesPerSecond: best.figures.writesPerSecond,
    atConnections: best.connections,
    kneeConnections: knee.connections,
    queue: queue.length ? queue : ["nothing measured was saturated: the load generator or waits outside the meters"],
  };
}
