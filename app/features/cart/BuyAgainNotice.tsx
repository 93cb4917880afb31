/** After "Buy again": that the order's items are in the cart, and which could not be added (the backend's words). */
import { useTranslation } from "~/lib/i18n/react";

type Notice = { added: number; skipped: string[]; more: number };

export function BuyAgainNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const partly = notice.skipped.length > 0;
  return (
    <div
      role="status"
      data-testid="buy-again-notice"
      className={`mt-4 alert flex flex-col items-start ${partly ? "alert-warning" : "alert-success"}`}
    >
      <p>{notice.added > 0 ? t("orders.buyAgainAdded") : t("orders.buyAgainNothing")}</p>
      {partly ? (
        <>
          <p>{t("orders.buyAgainSkipped")}</p>
          <ul className="list-disc ps-5">
            {notice.skipped.map((message) => (
              <li key={message}>{message}</li>
            ))}
            {notice.more > 0 ? <li>{t("orders.buyAgainMore", { count: notice.more })}</li> : null}
          </ul>
        </>
      ) : null}
    </div>
  );
}
