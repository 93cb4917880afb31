/**
 * What a page starts after hydration (app/components/page/after-hydration.tsx, ADR 165/166): the
 * socket host and the language hint, in that order, once the page has loaded and the browser is
 * idle. The hint asks for its code only when it has something to offer. So when the page's socket
 * opens, the hint has decided: it asked for its code by then, or it never will on this page. A
 * check that no hint shows waits for that moment instead of a guessed pause (which a loaded
 * machine outlasts, so the check passed without looking).
 */
import type { Page } from "playwright-core";

export type AfterHydration = {
  /** Resolves once the page's socket is open: the after-hydration work has run. */
  ran: Promise<unknown>;
  /** Whether the page asked for the language hint's code. */
  hintAsked: () => boolean;
};

/** Call before the navigation that loads the page. */
export function watchAfterHydration(page: Page): AfterHydration {
  let asked = false;
  page.on("request", (request) => {
    if (/\/assets\/LanguageHint-[^/]+\.js$/.test(request.url())) asked = true;
  });
  const ran = page.waitForEvent("websocket", {
    predicate: (socket) => socket.url().includes("/ws/message"),
    timeout: 20_000,
  });
  return { ran, hintAsked: () => asked };
}
