/**
 * The test card gateway's form: a plain POST to the thank-you page's action. A refused card's
 * message takes the focus (with JavaScript by an effect, without by `autofocus` on the page that
 * comes back), so the shopper lands on what happened rather than at the top of the page.
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/forms/messages";

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
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) message.current?.focus();
  }, [error]);
  return (
    <Form
      method="post"
      preventScrollReset
      className="card mt-6 max-w-md border border-base-300"
      aria-labelledby="card-title"
    >
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
        <p
          ref={message}
          id="card-error"
          role={error ? "alert" : undefined}
          tabIndex={-1}
          autoFocus={!!error}
          className="min-h-5 text-sm text-error"
          data-testid="card-error"
        >
          {error ? translateMessage(t, error) : ""}
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("payment.pay", { amount })}
        </button>
      </div>
    </Form>
  );
}
