import { useTranslation } from "~/lib/i18n/react";

const TONE: Record<string, string> = {
  completed: "badge-success",
  cancelled: "badge-ghost",
  pending_cancellation: "badge-warning",
  in_progress: "badge-info",
};

export function OrderStatus({ status, payStatus }: { status: string; payStatus?: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`badge ${TONE[status] ?? ""}`}>{t(`orders.status.${status}`, { defaultValue: status })}</span>
      {payStatus ? (
        <span className={`badge ${payStatus === "paid" ? "badge-success" : "badge-warning"}`}>
          {t(`orders.payStatus.${payStatus}`, { defaultValue: payStatus })}
        </span>
      ) : null}
    </span>
  );
}
