import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startTracker, type TrackPayload } from "./tracker";

const store = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};
let page = "/";
const payload = (): TrackPayload => ({
  url: `https://shop.test${page}`,
  referer: "",
  timezone: "UTC",
  visitorId: "v123456789",
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("visitor tracking", () => {
  it("reports at start and every 10 s, with the current page", () => {
    const send = vi.fn();
    const stop = startTracker({ payload, send, store: store() });
    vi.advanceTimersByTime(0);
    expect(send).toHaveBeenCalledTimes(1);
    page = "/cart";
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0].url).toBe("https://shop.test/cart");
    vi.advanceTimersByTime(25_000);
    expect(send).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it("a restart within 10 s of the last report waits until 10 s have passed", () => {
    const send = vi.fn();
    const kept = store();
    let stop = startTracker({ payload, send, store: kept });
    vi.advanceTimersByTime(3_000);
    expect(send).toHaveBeenCalledTimes(1);
    // Three quick navigations: each restarts the tracker.
    for (let i = 0; i < 3; i++) {
      stop();
      stop = startTracker({ payload, send, store: kept });
      vi.advanceTimersByTime(1_000);
    }
    expect(send).toHaveBeenCalledTimes(1); // 6 s after the first report
    vi.advanceTimersByTime(3_999);
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(2); // exactly 10 s after the first
    vi.advanceTimersByTime(10_000);
    expect(send).toHaveBeenCalledTimes(3);
    stop();
  });

  it("a restart long after the last report sends at once; without storage it still runs", () => {
    const send = vi.fn();
    const kept = store();
    startTracker({ payload, send, store: kept })();
    vi.advanceTimersByTime(0);
    vi.advanceTimersByTime(60_000);
    const stop = startTracker({ payload, send, store: kept });
    vi.advanceTimersByTime(0);
    expect(send).toHaveBeenCalledTimes(1);
    stop();
    const bare = vi.fn();
    const stopBare = startTracker({ payload, send: bare, store: null });
    vi.advanceTimersByTime(10_000);
    expect(bare).toHaveBeenCalledTimes(2);
    stopBare();
  });
});
