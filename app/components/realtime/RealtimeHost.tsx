/**
 * Starts the socket and visitor tracking after hydration. Their code (app/realtime/start.ts) is
 * imported lazily, so it is never part of a page's first-load JS. Pushed events become toasts
 * and refresh the open page's data; the unpaid-orders reminder is shown once per tab session
 * for a given count.
 */
import { useLocation, useRevalidator } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { onSocketMessage } from "~/realtime/events";
import { showToastAtom } from "~/state/notices";
import { useShop } from "~/lib/use-shop";

// Only a signed-in shopper with unpaid orders is ever pushed a reminder: its code comes with the push.
const UnpaidReminder = lazy(() =>
  import("~/features/orders/UnpaidReminder").then((module) => ({ default: module.UnpaidReminder })),
);

const PUSH_TOAST_MS = 5_000;
const REMINDED_KEY = "unpaidReminded";

type Stop = () => void;

/** Runs `pick` on the lazily loaded module until the effect is cleaned up; `deps` restart it. */
function useLazyStart(pick: (module: typeof import("~/realtime/start")) => Stop, deps: unknown[]) {
  useEffect(() => {
    let stop: Stop | null = null;
    let cancelled = false;
    import("~/realtime/start").then(
      (module) => {
        if (!cancelled) stop = pick(module);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
    // The caller's deps, as useEffect's own: `pick` is a new closure each render and must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

function alreadyReminded(count: number): boolean {
  try {
    if (sessionStorage.getItem(REMINDED_KEY) === String(count)) return true;
    sessionStorage.setItem(REMINDED_KEY, String(count));
  } catch {
    // No storage: remind on every connect.
  }
  return false;
}

export function RealtimeHost() {
  const { t } = useTranslation();
  const { signedIn } = useShop();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const showToast = useSetAtom(showToastAtom);
  const [unpaid, setUnpaid] = useState(0);
  const latest = useRef({ t, revalidator, showToast });
  latest.current = { t, revalidator, showToast };

  // A new socket when the session changes, so it joins the customer's (or the visitor's) object.
  useLazyStart((module) => module.startSocket(), [signedIn]);
  useLazyStart((module) => module.startTracking(), [pathname]);

  useEffect(
    () =>
      onSocketMessage((message) => {
        const { t, revalidator, showToast } = latest.current;
        const data = (message.data ?? {}) as Record<string, unknown>;
        if (message.type === "order.updated" || message.type === "return.updated") {
          const text =
            message.type === "order.updated"
              ? t("realtime.orderUpdated", { orderNo: String(data.orderNo ?? "") })
              : t("realtime.returnUpdated", { returnNo: String(data.returnNo ?? "") });
          showToast({ kind: "info", text, durationMs: PUSH_TOAST_MS });
          if (revalidator.state === "idle") revalidator.revalidate();
        } else if (message.type === "unpaid.reminder") {
          const count = Number(data.count ?? 0);
          // A screen that already shows the reminder in its content (the order list) needs no second one.
          const shownInPage =
            typeof document !== "undefined" && !!document.querySelector("[data-testid='unpaid-reminder']");
          if (count > 0 && !shownInPage && !alreadyReminded(count)) setUnpaid(count);
        }
      }),
    [],
  );

  return unpaid > 0 ? (
    <Suspense fallback={null}>
      <UnpaidReminder count={unpaid} onClose={() => setUnpaid(0)} />
    </Suspense>
  ) : null;
}
