/**
 * After a client-side navigation to another page, focus moves to the new page's main heading
 * (or the main region when it has none) and a polite live region says where the shopper is
 * now: a screen reader hears the page change a full page load would have announced, and a
 * keyboard user continues from the top of the new content instead of a vanished link.
 * Query-only changes (sorting, filters, paging inside a screen) and #anchors keep focus where
 * it is; the first render does nothing (the browser announces a full page load itself).
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [message, setMessage] = useState("");

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById("main");
    const heading = main?.querySelector<HTMLElement>("h1") ?? null;
    const target = heading ?? main;
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    setMessage((heading?.textContent ?? "").trim() || document.title);
  }, [pathname]);

  return (
    <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-route-announcer>
      {message}
    </div>
  );
}
