/**
 * Repeated clicks on a link to the page that is already loading, within 700 ms, are swallowed
 * before Remix sees them: one route request, not one per click (SPEC.md section 4).
 */
import { useEffect } from "react";
import { ROUTE_DUPLICATE_GUARD_MS } from "./constants";

export function useRouteGuard() {
  useEffect(() => {
    let last: { target: string; at: number } | null = null;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target === "_blank" || anchor.origin !== window.location.origin) return;
      const target = anchor.pathname + anchor.search;
      const now = Date.now();
      if (last && last.target === target && now - last.at < ROUTE_DUPLICATE_GUARD_MS) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      last = { target, at: now };
    }
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, []);
}
