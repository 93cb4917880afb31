/**
 * The latency benchmarks' summary line (bench/search.mjs, bench/facets.mjs), printed by the
 * benchmark and read back by `npm run bench` from the benchmark run in its own process, so the
 * figures in the report are exactly the ones it prints on its own. One module writes and reads
 * the line, so the two cannot drift apart.
 */
import { spawn } from "node:child_process";

/** The nearest-rank percentile `p` (0–100) of `values`. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `name n=… p50 … ms p95 … ms p99 … ms max … ms (note)` for the samples in ms. */
export function summaryLine(name, samples, note) {
  const f = (v) => v.toFixed(1).padStart(6);
  return `${name.padEnd(15)} n=${samples.length}  p50 ${f(percentile(samples, 50))} ms  p95 ${f(percentile(samples, 95))} ms  p99 ${f(percentile(samples, 99))} ms  max ${f(Math.max(...samples))} ms  (${note})`;
}

const SUMMARY = /^(\S+)\s+n=(\d+)\s+p50\s+([\d.]+) ms\s+p95\s+([\d.]+) ms\s+p99\s+([\d.]+) ms/;

/** The figures of each summary line in `output`, by name, and the shop's product count. */
export function readSummaries(output) {
  const figures = {};
  for (const line of output.split(/\r|\n/)) {
    const match = SUMMARY.exec(line.trim());
    if (match)
      figures[match[1]] = {
        requests: Number(match[2]),
        p50: Number(match[3]),
        p95: Number(match[4]),
        p99: Number(match[5]),
      };
  }
  return { products: Number(/shop: (\d+) products/.exec(output)?.[1] ?? NaN), figures };
}

/** Runs the benchmark `script` in its own process, echoing it; resolves to the `names` lines' figures. */
export function runLatencyBench(script, names) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [script], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("error", fail);
    child.on("close", (code) => {
      if (code !== 0) return fail(new Error(`${script} exited with ${code}`));
      const { products, figures } = readSummaries(output);
      const missing = names.filter((name) => !figures[name]);
      if (missing.length) return fail(new Error(`${script} printed no summary for ${missing.join(", ")}`));
      done({ products, ...Object.fromEntries(names.map((name) => [name, figures[name]])) });
    });
  });
}
