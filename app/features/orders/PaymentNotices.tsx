/**
 * What the shopper should know about paying for and refunds of an order: the gateway's answer
 * when they come back (`?payment=done` while its confirmation is still on its way, or
 * `?payment=cancelled`), why the last attempt failed, and a refund that is pending — with the
 * plain note that the shop pays it out itself when the order was paid offline.
 */
import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

type PaymentState = {
  payStatus: string;
  paymentFailure?: string | null;
  refundPending?: number;
  refundManual?: boolean;
};

/** Failure codes with their own text (payment.failure.<code>); any other is shown as the general one. */
const KNOWN_FAILURES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "incorrect_number",
  "processing_error",
  "authentication_required",
];

export function PaymentNotices({ order, money }: { order: PaymentState; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const back = search.get("payment");
  const unpaid = order.payStatus === "unpaid";
  const failure =
    unpaid && order.paymentFailure
      ? KNOWN_FAILURES.includes(order.paymentFailure)
        ? order.paymentFailure
        : "payment_failed"
      : null;
  return (
    <>
      {back === "done" && unpaid && !failure ? (
        <p role="status" className="mt-4 alert alert-info">
          {t("payment.confirming")}
        </p>
      ) : null}
      {back === "cancelled" && unpaid ? (
        <p role="status" className="mt-4 alert">
          {t("payment.cancelled")}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-4 alert alert-error">
          {t("payment.failedBecause", { reason: t(`payment.failure.${failure}`) })}
        </p>
      ) : null}
      {order.refundPending ? (
        <p role="status" className="mt-4 alert alert-warning">
          {t(order.refundManual ? "payment.refundPendingManual" : "payment.refundPending", {
            amount: money(order.refundPending),
          })}
        </p>
      ) : null}
    </>
  );
}
