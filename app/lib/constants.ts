/** Business constants of the spec (SPEC.md section 9), with the spec's names and units. */
export const API_TIMEOUT_MS = 20_000;
export const TRACK_INTERVAL_MS = 10_000;
export const SOCKET_PING_MS = 10_000;
export const SOCKET_RECONNECT_ATTEMPTS = 5;
export const SOCKET_RECONNECT_DELAY_MS = 50_000;
export const ROUTE_DUPLICATE_GUARD_MS = 700;
export const TOAST_DURATION_MS = 1_000;

/** Not from the spec: how long typing must pause before search suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;

export const LAZY_IMAGE = {
  preloadFactor: 1.3,
  throttleMs: 200,
  attempts: 3,
  cacheEntries: 200,
} as const;

/** Response codes of the envelope (shared/API.md). */
export const CODE = {
  success: 0,
  dialog: 10,
  permission: 30,
  fail: 40,
  fullFail: 41,
  authInvalid: 50,
  authOut: 51,
  error: 500,
  timeout: 20_000,
} as const;
