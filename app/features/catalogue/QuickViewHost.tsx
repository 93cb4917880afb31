/** Mounts the quick-view dialog's code only once a shopper first asks for it. */
import { useAtomValue } from "jotai";
import { lazy, Suspense, useState, useEffect } from "react";
import { quickViewAtom } from "~/features/catalogue/quick-view-state";

const QuickViewDialog = lazy(() => import("./QuickViewDialog"));

export function QuickViewHost() {
  const target = useAtomValue(quickViewAtom);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (target) setWanted(true);
  }, [target]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QuickViewDialog />
    </Suspense>
  );
}
