/**
 * A component whose server HTML is empty (it shows something only after a browser-side event: a
 * pushed message, the browser's language) can load its code after hydration instead of with the
 * page: the server and the first browser render both give nothing, so hydration matches, and the
 * module arrives a moment later. Keeps such hosts out of every page's first-load JS (issue #10).
 */
import { createElement, useEffect, useState, type ComponentType } from "react";

export function afterHydration<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  return function AfterHydration(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      let live = true;
      (loaded ? Promise.resolve(loaded) : load()).then(
        (component) => {
          loaded = component;
          if (live) setComponent(() => component);
        },
        () => undefined,
      );
      return () => void (live = false);
    }, []);
    return Component ? createElement(Component, props) : null;
  };
}
