/**
 * The one unpaid-orders reminder (docs/spec.md §8): "You have {{count}} unpaid order(s)", a plural text, and Go to
 * Payment, which opens the order list filtered to unpaid orders (`order/list { status: "unpaid" }`)
 * under the site's user path. Screens whose loader read `order/unpaidCount` show it in their
 * content (user center, order list); the realtime `unpaid.reminder` push shows the same component
 * floating, with a Dismiss button (`onClose`). It draws nothing when there is nothing to pay.
 * The floating one sits at the bottom of the screen: at the top it covered the page's heading
 * (and the toasts, which are at the top).
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";

/** The order list's unpaid tab, as a path under the user rule (links.user). */
export const UNPAID_ORDERS = "order?status=unpaid";

export function UnpaidReminder({ count, onClose }: { count: number | null | undefined; onClose?: () => void }) {
  const { t } = useTranslation();
  const links = useLinks();
  if (!count || count < 1) return null;
  const pushed = onClose !== undefined;
  return (
    <div
      role={pushed ? "alert" : "status"}
      // The in-page one carries the test id the realtime host looks for, so a screen never shows two.
      data-testid={pushed ? undefined : "unpaid-reminder"}
      data-unpaid-reminder={count}
      className={
        pushed
          ? "shop-unpaid-reminder fixed inset-x-2 bottom-4 z-40 mx-auto alert max-w-md alert-warning shadow-lg"
          : "mt-4 alert flex flex-wrap justify-between alert-warning"
      }
    >
      <span>{t("confirm.unpaidOrders", { count })}</span>
      <div className="flex gap-2">
        <Link to={links.user(UNPAID_ORDERS)} className="btn btn-primary btn-sm" onClick={onClose}>
          {t("confirm.goToPayment")}
        </Link>
        {pushed ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            {t("realtime.dismiss")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
