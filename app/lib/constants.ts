/** Business constants of the spec (docs/spec.md §9), with the spec's names and units. */
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

/** Container breakpoints (px) and paddings of the spec; the CSS in app/tailwind.css mirrors them. */
export const CONTAINER_SCREENS = { sm: 640, md: 768, lg: 1024, xl: 1280, "2xl": 1536, "3xl": 1660 } as const;
export const CONTAINER_PADDINGS = { default: ".7rem", sm: "1rem", md: "1.2rem", lg: "2rem" } as const;

/** Response codes of the envelope (docs/api.md "Envelope and codes"). */
export const CODE = {
  success: 0,
  dialog: 10,
  permission: 30,
  fail: 40,
  fullFail: 41,
  priceChanged: 42,
  authInvalid: 50,
  authOut: 51,
  error: 500,
  timeout: 20_000,
} as const;
