/**
 * docs/spec.md §4: "Duplicate route fetches for the same path within 700 ms are ignored."
 * A navigation is known by where it goes and what it sends: method, path and query, and the
 * submitted fields. The same one again within the window is dropped; any other goes ahead.
 */
import { ROUTE_DUPLICATE_GUARD_MS } from "./constants";

type To = string | { pathname?: string; search?: string; hash?: string } | null | undefined;
type NavigateOptions = { formMethod?: string; formData?: FormData; body?: unknown } | undefined;

function bodyKey(options: NavigateOptions): string {
  if (options?.formData)
    return new URLSearchParams(
      [...options.formData].map(([name, value]) => [
        name,
        typeof value === "string" ? value : `file:${value.name}:${value.size}`,
      ]),
    ).toString();
  if (options?.body === undefined) return "";
  try {
    return JSON.stringify(options.body);
  } catch {
    return String(options.body);
  }
}

/** What identifies a navigation, or null for one that is not guarded (history steps: back, forward). */
export function navigationKey(to: To | number, options: NavigateOptions, currentHref: string): string | null {
  if (typeof to === "number") return null;
  const path = typeof to === "string" ? to : to ? `${to.pathname ?? ""}${to.search ?? ""}` : "";
  const url = new URL(path || currentHref, currentHref);
  return `${(options?.formMethod ?? "GET").toUpperCase()} ${url.pathname}${url.search} ${bodyKey(options)}`;
}

/** True when the same navigation started less than the window ago; remembers this one otherwise. */
export function createDuplicateGuard(windowMs = ROUTE_DUPLICATE_GUARD_MS, now: () => number = Date.now) {
  let last: { key: string; at: number } | null = null;
  return (key: string | null): boolean => {
    if (key === null) return false;
    const at = now();
    if (last && last.key === key && at - last.at < windowMs) return true;
    last = { key, at };
    return false;
  };
}
