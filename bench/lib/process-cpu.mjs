/**
 * CPU time of a process from /proc (Linux): the A/B scripts (anon-cpu, parts-cpu) start each
 * build's shop and read the whole workerd process's user + system time around a round of
 * requests, so the D1 and cache services that run in that process count too.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_MS = 100 / 1000; // USER_HZ (`getconf CLK_TCK`) is 100 on Linux

/** utime + stime of a /proc/…/stat file, in ticks (the name in brackets may hold spaces). */
export function cpuTicks(path) {
  const stat = readFileSync(path, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** A process's CPU time so far, in ms. */
export const processCpuMs = (pid) => cpuTicks(`/proc/${pid}/stat`) / TICKS_PER_MS;

/** The ids of the processes this one started. */
function childPids() {
  const children = new Set();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] === String(process.pid)) children.add(entry);
    } catch {
      // A process that ended while the list was read.
    }
  }
  return children;
}

/** Runs `start` (which spawns one process, e.g. Miniflare's workerd) and names the new process. */
export async function startedWithPid(start) {
  const before = childPids();
  const server = await start();
  const pid = [...childPids()].find((child) => !before.has(child));
  return { server, pid };
}
