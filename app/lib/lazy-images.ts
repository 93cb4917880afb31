/**
 * Lazy images as docs/spec.md §9 describes them: an image starts loading once it comes within
 * 1.3 viewports (checked at most every 200 ms while scrolling), is tried up to 3 times, and the
 * last 200 loaded addresses are remembered so an image shown again appears at once.
 * Without JavaScript the browser's own `loading="lazy"` does the job.
 */
import { LAZY_IMAGE } from "./constants";

/** Addresses that loaded, oldest first; a Map keeps insertion order for the eviction. */
const loaded = new Map<string, true>();

export function rememberLoaded(src: string): void {
  loaded.delete(src);
  loaded.set(src, true);
  while (loaded.size > LAZY_IMAGE.cacheEntries) loaded.delete(loaded.keys().next().value as string);
}

export function wasLoaded(src: string): boolean {
  return loaded.has(src);
}

/** Within the preload distance: 1.3 viewports, counted from the top of the current view. */
export function isNearViewport(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return (
    rect.top < viewportHeight * LAZY_IMAGE.preloadFactor &&
    rect.bottom > -viewportHeight * (LAZY_IMAGE.preloadFactor - 1)
  );
}

/** Address for attempt n (1-based): later attempts bypass a cached failure. */
export function attemptSrc(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  return `${src}${src.includes("?") ? "&" : "?"}retry=${attempt}`;
}

type Watched = { element: HTMLImageElement; onNear: () => void };
const watched = new Set<Watched>();
let lastCheck = 0;
let pending: ReturnType<typeof setTimeout> | null = null;

function check() {
  lastCheck = Date.now();
  pending = null;
  const height = window.innerHeight;
  for (const entry of [...watched]) {
    if (isNearViewport(entry.element.getBoundingClientRect(), height)) {
      watched.delete(entry);
      entry.onNear();
    }
  }
  if (watched.size === 0) stopListening();
}

function throttledCheck() {
  if (pending) return;
  const wait = Math.max(0, LAZY_IMAGE.throttleMs - (Date.now() - lastCheck));
  pending = setTimeout(check, wait);
}

function stopListening() {
  window.removeEventListener("scroll", throttledCheck);
  window.removeEventListener("resize", throttledCheck);
}

/** Calls `onNear` once the element comes within the preload distance; returns a disposer. */
export function watchImage(element: HTMLImageElement, onNear: () => void): () => void {
  const entry = { element, onNear };
  if (watched.size === 0) {
    window.addEventListener("scroll", throttledCheck, { passive: true });
    window.addEventListener("resize", throttledCheck, { passive: true });
  }
  watched.add(entry);
  throttledCheck();
  return () => {
    watched.delete(entry);
    if (watched.size === 0) stopListening();
  };
}
