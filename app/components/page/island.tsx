/**
 * Islands: parts of a page whose code loads when the shopper first reaches for them (ADR 165).
 * The server renders the part as usual, so the HTML is complete and works without JavaScript
 * (links, native form posts). In the browser the part stays that server HTML — React's
 * selective hydration keeps a suspended boundary as it is — until the pointer comes over it,
 * it takes focus or a key or touch inside it, or a navigation starts; then its module loads and
 * React hydrates it in place, keeping what the shopper typed and where the focus is.
 *
 * Rendered after hydration (a client navigation brought it), an island loads at once: there is
 * no server HTML to show meanwhile. Both sides render the same wrapper and boundary, so the
 * document hydrates as it was sent:
 *
 *   const SearchBox = import.meta.env.SSR
 *     ? islandOnServer(SearchBoxOnServer)
 *     : island(() => import("…/SearchBox").then((module) => module.SearchBox));
 *
 * (`import.meta.env.SSR` is false in the browser build, so the static import drops out of it.)
 */
import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";

const INTERACTIONS = ["pointerover", "pointerdown", "focusin", "keydown", "touchstart"] as const;
const waiting = new Set<() => void>();
let hydrated = false;

/** Called once the document has hydrated (ShopProviders): islands rendered from then on load at once. */
export function markHydrated() {
  hydrated = true;
}

/** A navigation is starting: every island still waiting loads, so the next page's render finds its code. */
export function startAllIslands() {
  for (const start of [...waiting]) start();
}

export function islandOnServer<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function Island(props: Props) {
    return (
      <div className="contents">
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  };
}

export function island<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = () => {
      waiting.delete(start);
      resolve();
    };
  });
  waiting.add(start);
  const Part = lazy(() => started.then(load).then((component) => ({ default: component })));
  function Island(props: Props) {
    const element = useRef<HTMLDivElement>(null);
    const renders = useRef(0);
    // After hydration, or new props before the part has loaded: no server HTML is left to show.
    if (hydrated || renders.current++ > 0) start();
    useEffect(() => {
      const wrapper = element.current;
      if (!wrapper) return;
      for (const name of INTERACTIONS) wrapper.addEventListener(name, start, { once: true, passive: true });
      return () => {
        for (const name of INTERACTIONS) wrapper.removeEventListener(name, start);
      };
    }, []);
    return (
      <div ref={element} className="contents">
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(Island);
}
