import { describe, expect, it } from "vitest";
import { samplerPeriodUs, summarise } from "./profile-summary.mjs";

const frame = (functionName, url = "") => ({ functionName, url, lineNumber: 0, columnNumber: 0, scriptId: "0" });

/**
 * One isolate's profile as workerd's V8 writes it: `work` runs for 9 samples back to back, then
 * `beforeAwait` is sampled once, then the isolate waits 50 ms on another isolate (the D1 object)
 * before its next sample, which is `work` again.
 */
function profileWithAGap() {
  const nodes = [
    { id: 1, callFrame: frame("(root)"), children: [2, 3, 4] },
    { id: 2, callFrame: frame("work", "shop.js") },
    { id: 3, callFrame: frame("beforeAwait", "shop.js") },
    { id: 4, callFrame: frame("(idle)") },
  ];
  const samples = [2, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2, 4];
  // The first delta is from the profile's start; each later one is the time since the sample before.
  const timeDeltas = [5000, 100, 120, 100, 100, 100, 50_000, 100, 90, 100, 100, 100];
  return { nodes, samples, timeDeltas, startTime: 0, endTime: 0 };
}

describe("summarise", () => {
  it("counts each busy sample as one sampler period, not the gap before the next sample", () => {
    const summary = summarise(profileWithAGap(), { mapText: null, requests: 1 });
    expect(summary.periodUs).toBe(100);
    expect(summary.busyMs).toBeCloseTo(1.1); // 11 busy samples × 0.1 ms
    const byName = Object.fromEntries(summary.self.map((row) => [row.name, row]));
    expect(byName.work.share).toBeCloseTo(10 / 11);
    // Summed deltas gave this function the 50 ms the isolate waited after it.
    expect(byName.beforeAwait.share).toBeCloseTo(1 / 11);
    expect(byName.beforeAwait.msPerRequest).toBeCloseTo(0.1);
  });
});

describe("samplerPeriodUs", () => {
  it("is the median delta between samples taken back to back", () => {
    expect(samplerPeriodUs(profileWithAGap())).toBe(100);
  });

  it("refuses a profile with no two samples back to back", () => {
    const profile = { ...profileWithAGap(), timeDeltas: Array(12).fill(5000) };
    expect(() => samplerPeriodUs(profile)).toThrow(/no sampler period/);
  });
});
