/** "You have {0} unpaid orders" with Go to Payment (SPEC.md section 8), pushed on connect. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useShop } from "~/lib/use-shop";
import { withLanguage } from "~/lib/url-rules";

export function UnpaidReminder({ count, onClose }: { count: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { prefix } = useShop();
  return (
    <div role="alert" className="shop-unpaid-reminder alert alert-warning fixed inset-x-2 top-16 z-40 mx-auto max-w-md shadow-lg" data-unpaid-reminder={count}>
      <span>{t("realtime.unpaid", { count })}</span>
      <div className="flex gap-2">
        <Link to={`${withLanguage("/user/order", prefix)}?status=unpaid`} className="btn btn-sm btn-primary" onClick={onClose}>
          {t("realtime.goToPayment")}
        </Link>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
          {t("realtime.dismiss")}
        </button>
      </div>
    </div>
  );
}
