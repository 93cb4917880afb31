/**
 * A component whose server HTML is empty (it shows something only after a browser-side event: a
 * pushed message, the browser's language) can load its code after hydration instead of with the
 * page: the server and the first browser render both give nothing, so hydration matches, and the
 * module arrives a moment later. Keeps such hosts out of every page's first-load JS (issue #10).
 */
import { createElement, useEffect, useState, type ComponentType } from "react";

/**
 * It starts once the page has loaded and the browser is idle after hydration, and only when
 * `needed()` says the component has anything to show (ADR 165). An idle callback alone could run
 * between two slices of a concurrent hydration, so the module competed with the page's own
 * scripts; after the load event plus a short pause it never does (ADR 166).
 */
const AFTER_LOAD_MS = 500;
const idle = (run: () => void) =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
const whenIdle = (run: () => void) => {
  const later = () => setTimeout(() => idle(run), AFTER_LOAD_MS);
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
};

export function afterHydration<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  needed: () => boolean = () => true,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  return function AfterHydration(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      let live = true;
      whenIdle(() => {
        if (!live || !needed()) return;
        (loaded ? Promise.resolve(loaded) : load()).then(
          (component) => {
            loaded = component;
            if (live) setComponent(() => component);
          },
          () => undefined,
        );
      });
      return () => void (live = false);
    }, []);
    return Component ? createElement(Component, props) : null;
  };
}
