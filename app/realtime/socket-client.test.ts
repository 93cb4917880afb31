import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSocketClient } from "./socket-client";

/** A socket the test drives: it records what was sent and fires the browser's events on demand. */
class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  readyState = 0;
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(public url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  serverSays(data: unknown) {
    this.onmessage?.({ data: typeof data === "string" ? data : JSON.stringify(data) } as MessageEvent);
  }
  serverCloses() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

const last = () => FakeSocket.made.at(-1)!;
const PING = JSON.stringify({ type: "ping" });

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

function start(onMessage = vi.fn(), onState = vi.fn()) {
  const client = startSocketClient({
    url: "ws://shop.test/ws/message?visitorId=v123456789",
    open: (url) => new FakeSocket(url),
    onMessage,
    onState,
  });
  return { client, onMessage, onState };
}

describe("socket client", () => {
  it("pings every 10 s while open and hands over pushes, not pongs", () => {
    const { onMessage, onState } = start();
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(30_000);
    expect(last().sent).toEqual([]); // not open yet: no pings
    last().serverOpens();
    expect(onState).toHaveBeenLastCalledWith("open");
    vi.advanceTimersByTime(9_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([PING]);
    vi.advanceTimersByTime(20_000);
    expect(last().sent).toEqual([PING, PING, PING]);
    last().serverSays({ type: "pong" });
    last().serverSays("not json");
    last().serverSays({ type: "order.updated", data: { orderNo: "A1" } });
    expect(onMessage.mock.calls).toEqual([[{ type: "order.updated", data: { orderNo: "A1" } }]]);
  });

  it("stops pinging on close and reconnects 50 s later, at most 5 times in a row", () => {
    const { client, onState } = start();
    last().serverOpens();
    last().serverCloses();
    expect(onState).toHaveBeenLastCalledWith("closed");
    const closed = last();
    vi.advanceTimersByTime(49_999);
    expect(closed.sent).toEqual([]); // no pings after close
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    // The server stays down: every attempt fails.
    for (let attempt = 2; attempt <= 5; attempt++) {
      last().serverCloses();
      vi.advanceTimersByTime(50_000);
      expect(FakeSocket.made).toHaveLength(attempt + 1);
    }
    last().serverCloses();
    vi.advanceTimersByTime(10 * 50_000);
    expect(FakeSocket.made).toHaveLength(6); // the first socket + 5 attempts
    expect(client.attempts()).toBe(5);
  });

  it("an attempt that opens starts the count again", () => {
    start();
    last().serverCloses();
    vi.advanceTimersByTime(50_000);
    last().serverCloses();
    vi.advanceTimersByTime(50_000);
    last().serverOpens();
    last().serverCloses();
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(50_000);
      last().serverCloses();
    }
    vi.advanceTimersByTime(500_000);
    expect(FakeSocket.made).toHaveLength(3 + 5);
  });

  it("stop closes the socket, cancels pings and never reconnects", () => {
    const { client } = start();
    last().serverOpens();
    client.stop();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(500_000);
    expect(last().sent).toEqual([]);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
