/**
 * Facet counts and results over 100 000 generated products (issue 29): runs the facets benchmark
 * (bench/facets.mjs, which owns its data set and its selections) in its own process and reads its
 * summary lines, so its figures here are exactly the ones it prints on its own.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const SUMMARY = /^(facets|facets\+search)\s+n=(\d+)\s+p50\s+([\d.]+) ms\s+p95\s+([\d.]+) ms\s+p99\s+([\d.]+) ms/;

export function facetsLatency() {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [resolve(import.meta.dirname, "../facets.mjs")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on("error", fail);
    child.on("close", (code) => {
      if (code !== 0) return fail(new Error(`bench/facets.mjs exited with ${code}`));
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
      if (!figures.facets || !figures["facets+search"]) return fail(new Error("bench/facets.mjs printed no summary"));
      done({ products: Number(/shop: (\d+) products/.exec(output)?.[1] ?? NaN), ...figures });
    });
  });
}
