/**
 * A client navigation waits until the code of every lazy page part is in (page-parts.ts, ADR 314):
 * the next page may show a content part this one did not load, and the head's widgets must follow
 * the new address. The chunks are small and asked for at once; after the first navigation they
 * are all in and nothing waits. Like the duplicate guard (use-route-guard.ts), it wraps the Remix
 * router's one `navigate` (links, navigating forms, navigate()). Back and forward do not pass
 * there: they start the same loads through the widgets (LazyWidget.tsx) and the parts
 * (registry.tsx) and show a part once its code is in.
 */
import { useEffect } from "react";
import { allPartsLoaded, loadAllParts } from "./page-parts";

type RouterNavigate = (to: never, options?: never) => Promise<void>;
type HeldRouter = { navigate: RouterNavigate };

export function useHeldNavigation() {
  useEffect(() => {
    const router = (window as unknown as { __remixRouter?: HeldRouter }).__remixRouter;
    if (!router) return;
    const original = router.navigate;
    const held: RouterNavigate = (to, options) =>
      allPartsLoaded()
        ? original.call(router, to, options)
        : loadAllParts().then(() => original.call(router, to, options));
    router.navigate = held;
    return () => {
      if (router.navigate === held) router.navigate = original;
    };
  }, []);
}
