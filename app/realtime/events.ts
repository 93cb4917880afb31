/**
 * What the (lazily loaded) socket tells the rest of the page: its state and every message. Kept
 * tiny and free of the socket code so screens (the QR sign-in) can listen without loading it.
 */
import { useSyncExternalStore } from "react";

export type SocketState = "idle" | "connecting" | "open" | "closed";
export type SocketMessage = { type: string; data?: unknown };

let state: SocketState = "idle";
const stateListeners = new Set<() => void>();
const messageListeners = new Set<(message: SocketMessage) => void>();

export function setSocketState(next: SocketState): void {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

export function emitSocketMessage(message: SocketMessage): void {
  for (const listener of messageListeners) listener(message);
}

export function onSocketMessage(listener: (message: SocketMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** "open" while pushes can arrive; the server render always sees "idle". */
export function useSocketState(): SocketState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => "idle",
  );
}
