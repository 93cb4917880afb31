/**
 * The spec's reminder for signed-in customers: "You have {0} unpaid orders" with a Go to Payment
 * link to the unpaid orders. Drop it on any customer screen whose loader read `order/unpaidCount`
 * (the count is the backend's); it draws nothing when there is nothing to pay.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLinks } from "~/lib/use-links";

export function UnpaidReminder({ count }: { count: number | null | undefined }) {
  const { t } = useTranslation();
  const links = useLinks();
  if (!count || count < 1) return null;
  return (
    <div role="status" data-testid="unpaid-reminder" className="alert alert-warning mt-4 flex flex-wrap justify-between">
      <span>{t("confirm.unpaidOrders", { 0: count })}</span>
      <Link to={`${links.user("order")}?status=unpaid`} className="btn btn-sm btn-primary">
        {t("confirm.goToPayment")}
      </Link>
    </div>
  );
}
