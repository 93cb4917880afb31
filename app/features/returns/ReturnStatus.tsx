/** A return's status and audit status as badges. */
import { useTranslation } from "~/lib/i18n/react";

const TONE: Record<string, string> = {
  pending_approval: "badge-warning",
  cancelled: "badge-ghost",
  completed: "badge-success",
  ended: "badge-neutral",
};
const AUDIT_TONE: Record<string, string> = { pending: "badge-info", approved: "badge-success", refused: "badge-error" };

export function ReturnStatus({ status, auditStatus }: { status: string; auditStatus: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`badge ${TONE[status] ?? ""}`}>{t(`returns.status.${status}`, { defaultValue: status })}</span>
      <span className={`badge badge-outline ${AUDIT_TONE[auditStatus] ?? ""}`}>
        {t(`returns.auditStatus.${auditStatus}`, { defaultValue: auditStatus })}
      </span>
    </span>
  );
}
