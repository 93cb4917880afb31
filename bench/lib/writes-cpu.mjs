/**
 * Who was busy during a level, from /proc (Linux): the workerd process Miniflare started (the
 * Worker's isolate and the local D1 both run in it), its busiest thread (the one JavaScript runs
 * on: at 100 % of a core the isolate is the queue), the bench's own Node process (the load
 * generator competes for the same cores) and the whole machine (shared with other work).
 */
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { cpuTicks } from "./process-cpu.mjs";

const TICKS_PER_SECOND = 100; // USER_HZ, `getconf CLK_TCK` on Linux

/** The workerd that this process started (Miniflare spawns it as a child), or null. */
export function workerdPid() {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === process.pid && name.startsWith("workerd")) return Number(entry);
    } catch {
      // A process that ended while the list was read.
    }
  }
  return null;
}

function machineTicks() {
  const values = readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  return { idle: values[3] + values[4], total: values.reduce((sum, value) => sum + value, 0) };
}

export function cpuSnapshot(pid) {
  const threads = new Map();
  let workerd = null;
  if (pid) {
    try {
      workerd = cpuTicks(`/proc/${pid}/stat`);
      for (const tid of readdirSync(`/proc/${pid}/task`)) threads.set(tid, cpuTicks(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      workerd = null;
    }
  }
  return { at: performance.now(), workerd, threads, client: process.cpuUsage(), machine: machineTicks() };
}

/** Shares of one core (workerd, its busiest thread, the client) and of all cores (machine). */
export function cpuBetween(before, after) {
  const seconds = (after.at - before.at) / 1000;
  const share = (ticks) => ticks / TICKS_PER_SECOND / seconds;
  let busiestThread = null;
  for (const [tid, ticks] of after.threads) {
    const used = share(ticks - (before.threads.get(tid) ?? 0));
    if (busiestThread === null || used > busiestThread) busiestThread = used;
  }
  const client = after.client.user + after.client.system - before.client.user - before.client.system;
  const machineTotal = after.machine.total - before.machine.total;
  return {
    workerd: before.workerd === null || after.workerd === null ? null : share(after.workerd - before.workerd),
    busiestThread,
    client: client / 1e6 / seconds,
    machine: machineTotal > 0 ? 1 - (after.machine.idle - before.machine.idle) / machineTotal : null,
    cores: cpus().length,
  };
}
