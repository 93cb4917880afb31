/** The test card gateway's form: a plain POST to the thank-you page's action. */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { FieldError } from "~/components/ui/FieldError";

type CardPaymentProps = {
  orderNo: string;
  amount: string;
  error?: string | null;
  intent?: string;
  hidden?: Record<string, string>;
};

/** `intent` set: the form posts to an action that dispatches on it (the order page's). */
export function CardPayment({ orderNo, amount, error, intent, hidden = {} }: CardPaymentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="card mt-6 max-w-md border border-base-300" aria-labelledby="card-title">
      <div className="card-body">
        <h2 id="card-title" className="font-semibold">
          {t("payment.title")}
        </h2>
        <p className="shop-desc text-sm">{t("payment.testHint")}</p>
        {orderNo ? <input type="hidden" name="orderNo" value={orderNo} /> : null}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {intent ? (
          <>
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="paymentMethodId" value="card" />
          </>
        ) : null}
        <label htmlFor="card-number" className="text-sm">
          {t("payment.cardNumber")}
        </label>
        <input
          id="card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          aria-describedby="card-error"
          aria-invalid={!!error}
          className="input w-full"
        />
        <FieldError id="card-error" errors={error ? [error] : undefined} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("payment.pay", { amount })}
        </button>
      </div>
    </Form>
  );
}
