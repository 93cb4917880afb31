/**
 * Which code runs in which isolate of the workerd process (the isolate-cpu part, ADR 390): for
 * each path, one pass of N pages with every isolate that serves it profiled at once — the shop's
 * (or the plain Worker's), Miniflare's D1 binding and object, its cache service and object, the
 * assets router and the entry Worker. Per isolate: CPU per page (lib/isolate-profile.mjs) and the
 * functions it ran most. Every isolate runs on workerd's main thread (the thread whose id is the
 * process's); its CPU less the isolates' is the work no isolate's samples account for (sockets,
 * HTTP, the event loop, the profilers' signals). The rest of the process's CPU is its other
 * threads, most of it the profilers' own sampling threads here. Many profilers at once inflate
 * more than one: read shares, and take the shop isolate's figure from the part's rounds.
 */
import { connectInspector, profile } from "./inspector.mjs";
import { isolateMs, sampleCounts, samplerPeriodUs, scriptsOf, topFunctions } from "./isolate-profile.mjs";
import { cpuTicks, processCpuMs } from "./process-cpu.mjs";

const MS_PER_TICK = 10; // USER_HZ is 100 on Linux (process-cpu.mjs)

/** The inspector targets (id or its start) of Miniflare's services; a missing one is skipped. */
const SERVICES = {
  "D1 binding (d1:db:<id>)": "d1:db:",
  "D1 object (d1:db)": "d1:db",
  "cache service (cache:0)": "cache:0",
  "cache object (cache:cache)": "cache:cache",
  "assets router": "assets:router:",
  "Miniflare entry Worker": "core:entry",
};

async function connectAll(mf, own) {
  const connected = { [own]: await connectInspector(mf) };
  for (const [name, prefix] of Object.entries(SERVICES)) {
    try {
      connected[name] = await connectInspector(mf, prefix);
    } catch {
      // Not in this Miniflare (the plain Worker has no D1 or cache).
    }
  }
  return connected;
}

/** Runs `work` with every inspector's profiler on; answers each one's profile by name. */
async function profileAll(inspectors, work) {
  const profiles = {};
  const nest = Object.entries(inspectors).reduceRight(
    (inner, [name, inspector]) =>
      async () => {
        const { cpuProfile } = await profile(inspector, inner);
        profiles[name] = cpuProfile;
      },
    work,
  );
  await nest();
  return profiles;
}

/** `send` is isolate-cpu.mjs's request loop (passed in: that module calls this one). */
export async function isolateBreakdown({ paths, requests, send }) {
  const breakdown = {};
  for (const [name, path] of Object.entries(paths)) {
    const own = name === "plain" ? "plain Worker's isolate" : "shop's isolate";
    const inspectors = await connectAll(path.server.mf, own);
    try {
      const url = await path.url();
      const main = `/proc/${path.server.pid}/task/${path.server.pid}/stat`;
      const before = { process: processCpuMs(path.server.pid), main: cpuTicks(main) };
      const profiles = await profileAll(inspectors, () =>
        send(url, { headers: path.headers, count: requests, check: path.check }),
      );
      const processMs = (processCpuMs(path.server.pid) - before.process) / requests;
      const mainThreadMs = ((cpuTicks(main) - before.main) * MS_PER_TICK) / requests;
      const counts = Object.fromEntries(Object.entries(profiles).map(([key, p]) => [key, sampleCounts(p)]));
      const periodUs = samplerPeriodUs(Object.values(counts));
      const isolates = Object.fromEntries(
        Object.entries(profiles).map(([key, p]) => [
          key,
          { ms: isolateMs(counts[key], periodUs) / requests, top: topFunctions(p), scripts: scriptsOf(p) },
        ]),
      );
      const inIsolates = Object.values(isolates).reduce((sum, isolate) => sum + isolate.ms, 0);
      breakdown[name] = {
        label: path.label,
        processMs,
        mainThreadMs,
        periodUs,
        isolates,
        restMs: mainThreadMs - inIsolates,
      };
    } finally {
      for (const inspector of Object.values(inspectors)) inspector.close();
    }
  }
  return breakdown;
}
