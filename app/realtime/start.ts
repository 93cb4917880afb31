/**
 * Loaded after hydration (RealtimeHost imports it lazily, so none of this is first-load JS): the
 * socket and visitor tracking for this tab. Messages and socket state go out through events.ts.
 */
import { emitSocketMessage, setSocketState } from "./events";
import { startSocketClient } from "./socket-client";
import { startTracker } from "./tracker";
import { visitorId } from "./visitor-id";

export function socketUrl(location: Pick<Location, "protocol" | "host">, id: string): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws/message?visitorId=${encodeURIComponent(id)}`;
}

/** The socket; started again when the shopper signs in or out, so it moves to the right object. */
export function startSocket(): () => void {
  const client = startSocketClient({
    url: socketUrl(window.location, visitorId()),
    onMessage: emitSocketMessage,
    onState: setSocketState,
  });
  return () => client.stop();
}

/** Tracking; started again on every navigation (the throttle keeps it to one report per 10 s). */
export function startTracking(): () => void {
  let store: Storage | null = null;
  try {
    store = sessionStorage;
  } catch {
    // No session storage.
  }
  return startTracker({
    store,
    payload: () => ({
      url: window.location.href,
      referer: document.referrer,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? "",
      visitorId: visitorId(),
    }),
    send: (payload) => {
      // The answer is ignored but read: an unread streamed body keeps the request open, and the
      // page never looks idle to tools that wait for quiet (tests, crawlers). No `keepalive`
      // either (Chromium never reports such a request finished); a report cut short by leaving
      // the page is made up by the next.
      fetch("/api/web/visitor/track", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    },
  });
}
