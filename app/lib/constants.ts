/**
 * Business constants of the spec (docs/spec.md §9), with the spec's names and units. The API
 * timeout and the envelope codes are the Worker's too: functions/contract/{upstream,envelope}.ts.
 */
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
/** Facet boxes ticked within this pause go to the server as one change (features/catalogue/facets). */
export const FACET_DEBOUNCE_MS = 350;
