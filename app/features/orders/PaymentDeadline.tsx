/**
 * The order's payment window (docs/api.md "Payment windows"): while it waits for money, "Pay by
 * …" and what happens after; once the shop cancelled it unpaid, that it ended for that reason.
 * In the shopper's language and date format, in UTC like every time the shop shows.
 */
import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "../../../functions/contract/dates";
import { useShop } from "~/lib/use-shop";

export type PaymentWindow = { status: string; payStatus: string; payBy?: string | null; expired?: boolean };

export function PaymentDeadline({ order }: { order: PaymentWindow }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  if (!order.payBy) return null;
  const date = formatDate(order.payBy, lang, true);
  if (order.expired)
    return (
      <p role="status" className="mt-4 alert alert-warning" data-testid="order-expired">
        {t("orders.expired", { date })}
      </p>
    );
  if (order.status !== "in_progress" || order.payStatus !== "unpaid") return null;
  return (
    <p role="status" className="mt-4 alert alert-info" data-testid="order-pay-by">
      <span className="font-semibold">{t("orders.payBy", { date })}</span> {t("orders.payByNote")}
    </p>
  );
}
