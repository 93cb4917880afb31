/**
 * The socket's life (docs/spec.md §4, docs/api.md "WebSocket"): connect, then ping every
 * 10 s while open; on close stop pinging and reconnect after 50 s, at most 5 attempts in a row.
 * An attempt that opens starts the count again, so a tab open for days survives occasional
 * drops but a dead server costs at most 5 tries. Timers and the WebSocket are injected so the
 * schedule is tested with fake timers.
 */
import { SOCKET_PING_MS, SOCKET_RECONNECT_ATTEMPTS, SOCKET_RECONNECT_DELAY_MS } from "~/lib/constants";
import type { SocketMessage, SocketState } from "./events";

type SocketLike = Pick<WebSocket, "send" | "close" | "readyState"> & {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type SocketClientOptions = {
  url: string;
  open?: (url: string) => SocketLike;
  onMessage: (message: SocketMessage) => void;
  onState?: (state: SocketState) => void;
  pingMs?: number;
  reconnectDelayMs?: number;
  reconnectAttempts?: number;
};

export type SocketClient = { stop: () => void; attempts: () => number };

export function startSocketClient(options: SocketClientOptions): SocketClient {
  const open = options.open ?? ((url: string) => new WebSocket(url) as SocketLike);
  const pingMs = options.pingMs ?? SOCKET_PING_MS;
  const delayMs = options.reconnectDelayMs ?? SOCKET_RECONNECT_DELAY_MS;
  const maxAttempts = options.reconnectAttempts ?? SOCKET_RECONNECT_ATTEMPTS;
  let socket: SocketLike | null = null;
  let pinger: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempts = 0;
  let stopped = false;

  const stopPinging = () => {
    clearInterval(pinger);
    pinger = undefined;
  };

  function connect() {
    options.onState?.("connecting");
    let current: SocketLike;
    try {
      current = open(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempts = 0;
      options.onState?.("open");
      stopPinging();
      pinger = setInterval(() => {
        try {
          current.send(JSON.stringify({ type: "ping" }));
        } catch {
          // The close event follows and takes care of it.
        }
      }, pingMs);
    };
    current.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      let message: SocketMessage;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!message || typeof message.type !== "string" || message.type === "pong") return;
      options.onMessage(message);
    };
    current.onerror = () => {
      // Browsers follow an error with close; reconnecting is decided there.
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      stopPinging();
      options.onState?.("closed");
      if (!stopped) scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (stopped || attempts >= maxAttempts) return;
    attempts++;
    retry = setTimeout(connect, delayMs);
  }

  connect();
  return {
    stop() {
      stopped = true;
      clearTimeout(retry);
      stopPinging();
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        try {
          current.close(1000, "page left");
        } catch {
          // Already closing.
        }
      }
      options.onState?.("closed");
    },
    attempts: () => attempts,
  };
}
