/**
 * After "Pay now" with an offline method (bank transfer, cash on delivery): what happens next, in
 * the shopper's words, then the method's own instructions from its configuration (bank details),
 * which the backend answers already translated. Never a bare "Done.".
 */
import { useTranslation } from "~/lib/i18n/react";

const NEXT: Record<string, string> = {
  "bank-transfer": "payment.bankTransfer",
  "cash-on-delivery": "payment.cashOnDelivery",
};

export function PaymentNextSteps({ methodId, instructions }: { methodId: string; instructions?: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mt-4 alert flex flex-col items-start gap-1 alert-info"
      data-testid="payment-next-steps"
    >
      <p className="font-semibold">{t(NEXT[methodId] ?? "payment.offlinePending")}</p>
      {instructions ? <p className="whitespace-pre-line">{instructions}</p> : null}
    </div>
  );
}
