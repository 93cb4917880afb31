/**
 * "Pay now" for a hosted gateway (Stripe Checkout): a plain POST whose action answers 303 to the
 * gateway's page, so it works without JavaScript; the shopper comes back to this order.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

export function GatewayPayment({
  orderNo,
  paymentMethodId,
  amount,
}: {
  orderNo: string;
  paymentMethodId: string;
  amount: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card mt-6 max-w-md border border-base-300" aria-labelledby="gateway-title">
      <div className="card-body">
        <h2 id="gateway-title" className="font-semibold">
          {t("payment.payOnline", { amount })}
        </h2>
        <p className="shop-desc text-sm">{t("payment.gatewayHint")}</p>
        <input type="hidden" name="orderNo" value={orderNo} />
        <input type="hidden" name="paymentMethodId" value={paymentMethodId} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("payment.payOnline", { amount })}
        </button>
      </div>
    </Form>
  );
}
