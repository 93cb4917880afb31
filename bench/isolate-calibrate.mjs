#!/usr/bin/env node
/**
 * Checks the isolate-cpu part's estimate (lib/isolate-profile.mjs: busy samples × the sampler's
 * period) against a Worker whose only work is a loop: in its own Miniflare, the CPU a loop of N
 * iterations adds to the whole workerd process (unprofiled, /proc) against what it adds to the
 * isolate's estimate (profiled), each beside the same Worker with no loop. The process has
 * nothing but that isolate to spend the loop's CPU on, so the two should agree; exits 1 when they
 * differ by more than `--tolerance` (ADR 390 quotes one run).
 *
 *   node bench/isolate-calibrate.mjs [--iterations 2000000] [--requests 300] [--tolerance 0.25]
 */
import { parseArgs } from "node:util";
import { loadavg } from "node:os";
import { Miniflare } from "miniflare";
import { connectInspector, profile } from "./lib/inspector.mjs";
import { isolateMs, sampleCounts, samplerPeriodUs } from "./lib/isolate-profile.mjs";
import { processCpuMs, startedWithPid } from "./lib/process-cpu.mjs";

const { values: options } = parseArgs({
  options: {
    iterations: { type: "string", default: "2000000" },
    requests: { type: "string", default: "300" },
    tolerance: { type: "string", default: "0.25" },
  },
});
const requests = Number(options.requests);

async function measure(iterations) {
  const script = `export default { fetch() { let s = 0; for (let i = 0; i < ${iterations}; i++) s += i % 7; return new Response(String(s)); } }`;
  const { server: mf, pid } = await startedWithPid(async () => {
    const started = new Miniflare({
      host: "127.0.0.1",
      port: 0,
      inspectorPort: 0,
      modules: true,
      script,
      compatibilityDate: "2026-07-01",
    });
    await started.ready;
    return started;
  });
  const url = (await mf.ready).toString();
  const run = async () => {
    let next = 0;
    const worker = async () => {
      while (next++ < requests) await (await fetch(url)).arrayBuffer();
    };
    await Promise.all(Array.from({ length: 10 }, worker));
  };
  const inspector = await connectInspector(mf);
  try {
    await run(); // warm-up
    const before = processCpuMs(pid);
    await run();
    const processMs = (processCpuMs(pid) - before) / requests;
    const { cpuProfile } = await profile(inspector, run);
    return { processMs, counts: sampleCounts(cpuProfile) };
  } finally {
    inspector.close();
    await mf.dispose();
  }
}

const bare = await measure(0);
const loop = await measure(Number(options.iterations));
const periodUs = samplerPeriodUs([bare.counts, loop.counts]);
const added = {
  process: loop.processMs - bare.processMs,
  isolate: (isolateMs(loop.counts, periodUs) - isolateMs(bare.counts, periodUs)) / requests,
};
const off = added.isolate / added.process - 1;
console.log(
  `load ${loadavg()[0].toFixed(2)}; sampler period ${periodUs} µs; ${options.iterations} iterations add ` +
    `${added.process.toFixed(3)} ms/request of process CPU (unprofiled) and ${added.isolate.toFixed(3)} ms/request ` +
    `to the isolate's estimate (profiled): ${(off * 100).toFixed(0)} %`,
);
if (Math.abs(off) > Number(options.tolerance)) process.exitCode = 1;
