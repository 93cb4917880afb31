/**
 * Every navigation, not only link clicks, passes the duplicate guard (lib/navigation-guard.ts):
 * links, forms that navigate (GET and POST, with their fields) and programmatic navigate() all
 * go through the Remix router's `navigate`, so the guard wraps that one method. Fetchers are not
 * navigations and are left alone.
 */
import { useEffect } from "react";
import { createDuplicateGuard, navigationKey } from "./navigation-guard";

type RouterNavigate = (to: never, options?: never) => Promise<void>;
type GuardedRouter = { navigate: RouterNavigate };

export function useRouteGuard() {
  useEffect(() => {
    const router = (window as unknown as { __remixRouter?: GuardedRouter }).__remixRouter;
    if (!router) return;
    const original = router.navigate;
    const isDuplicate = createDuplicateGuard();
    const guarded: RouterNavigate = (to, options) =>
      isDuplicate(navigationKey(to, options, window.location.href))
        ? Promise.resolve()
        : original.call(router, to, options);
    router.navigate = guarded;
    return () => {
      if (router.navigate === guarded) router.navigate = original;
    };
  }, []);
}
