/**
 * The CPU one isolate spent, read from its V8 sampling profile (lib/inspector.mjs), for the
 * isolate-cpu part (lib/isolate-cpu.mjs, ADR 390).
 *
 * workerd runs every isolate of the process on one thread: the shop's, and Miniflare's D1 object,
 * cache, assets router and entry Worker, each its own isolate with its own inspector target. V8's
 * sampler takes a sample of an isolate only while that isolate is in use; while another isolate
 * runs (the D1 object answering the shop's query) or the thread waits, none is taken, and the
 * next sample's time delta spans the whole gap. Summing the deltas of the busy samples (what
 * lib/profile-summary.mjs did before ADR 392) therefore counts
 * the other isolates' work as this one's. Counting samples does not: each busy sample stands for
 * one sampler period, which is the typical delta between two samples taken back to back (the
 * deltas under GAP_US). That is the estimate here, checked against a Worker whose only work is a
 * loop (ADR 390: within about 10 % of the process CPU the loop adds).
 */

/** A delta this long means the isolate was out of use in between: not a sampler period. */
const GAP_US = 1000;
const NOT_BUSY = new Set(["(idle)", "(root)"]);

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

/** A profile's deltas between two samples taken back to back (the isolate in use throughout). */
export const backToBackDeltas = (cpuProfile) =>
  cpuProfile.timeDeltas.slice(1).filter((delta) => delta > 0 && delta < GAP_US);

/**
 * The sampler's period in µs: the median back-to-back delta (the requested interval, e.g. 100 µs,
 * is a floor the sampler overshoots).
 */
export function medianPeriodUs(deltas) {
  if (!deltas.length) throw new Error("no two samples back to back in any profile: no sampler period");
  return median(deltas);
}

/** What a profile tells: its busy samples (the isolate running) and its back-to-back deltas. */
export function sampleCounts(cpuProfile) {
  const names = new Map(cpuProfile.nodes.map((node) => [node.id, node.callFrame.functionName]));
  let busy = 0;
  for (const id of cpuProfile.samples) if (!NOT_BUSY.has(names.get(id))) busy++;
  return { busy, periods: backToBackDeltas(cpuProfile) };
}

/** The sampler's period in µs over every profile of a run. */
export const samplerPeriodUs = (counts) => medianPeriodUs(counts.flatMap((count) => count.periods));

/** The isolate's CPU in ms: its busy samples, one sampler period each. */
export const isolateMs = (count, periodUs) => (count.busy * periodUs) / 1000;

/**
 * The functions an isolate's busy samples were in, most first: `{ name, url, share }` (self
 * time), so a reader sees which code ran in which isolate (the D1 binding's fetch in the shop's,
 * the SQL storage calls in the D1 object's).
 */
export function topFunctions(cpuProfile, top = 8) {
  const frames = new Map(cpuProfile.nodes.map((node) => [node.id, node.callFrame]));
  const tally = new Map();
  let busy = 0;
  for (const id of cpuProfile.samples) {
    const { functionName, url } = frames.get(id);
    if (NOT_BUSY.has(functionName)) continue;
    busy++;
    const key = `${functionName || "(anonymous)"}\u0000${url}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, count]) => {
      const [name, url] = key.split("\u0000");
      return { name, url, share: count / busy };
    });
}

/** Every script an isolate ran code of (`entry.js`, `cloudflare-internal:d1-api`, …). */
export const scriptsOf = (cpuProfile) =>
  [...new Set(cpuProfile.nodes.map((node) => node.callFrame.url).filter(Boolean))].sort();
