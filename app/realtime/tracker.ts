/**
 * Visitor tracking (docs/spec.md §7): report the page at start and every 10 s. A restart (the
 * tab moved to another page, or the page was reloaded) reports again only if the last report is
 * at least 10 s old, so navigating quickly never sends more than one report per 10 s. The last
 * report's time is kept in sessionStorage to survive reloads. Sending never blocks the page.
 */
import { TRACK_INTERVAL_MS } from "~/lib/constants";

export type TrackPayload = { url: string; referer: string; timezone: string; visitorId: string };

export type TrackerOptions = {
  payload: () => TrackPayload;
  send: (payload: TrackPayload) => void;
  now?: () => number;
  store?: Pick<Storage, "getItem" | "setItem"> | null;
  intervalMs?: number;
};

const LAST_KEY = "trackedAt";

export function startTracker(options: TrackerOptions): () => void {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? TRACK_INTERVAL_MS;
  const readLast = () => {
    try {
      return Number(options.store?.getItem(LAST_KEY) ?? 0) || 0;
    } catch {
      return 0;
    }
  };
  const report = () => {
    try {
      options.store?.setItem(LAST_KEY, String(now()));
    } catch {
      // No storage: the in-page schedule still holds.
    }
    options.send(options.payload());
  };
  const since = now() - readLast();
  // Due now if the last report is old enough, otherwise when it turns 10 s old; then every 10 s.
  const firstIn = since >= intervalMs || since < 0 ? 0 : intervalMs - since;
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    report();
    interval = setInterval(report, intervalMs);
  }, firstIn);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
