/**
 * The order lookup screen (routes/order.lookup.tsx): the number-and-email form, and the order it
 * found with its one offered action, pay. Works without JavaScript.
 */
import { Form, Link, type useActionData } from "@remix-run/react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { readNotice } from "~/lib/forms/form-notice";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { FormMessage } from "~/components/ui/FormMessage";
import { useMoneyText } from "~/components/ui/Money";
import { AppScreen } from "~/components/page/AppScreen";
import { FieldError } from "~/components/ui/FieldError";
import { PaymentNextSteps } from "~/features/checkout/PaymentNextSteps";
import { OrderActions } from "~/features/account/OrderActions";
import { orderLookupSchema } from "./order-lookup-form";
import type { OrderLookupAnswer, orderLookupAction } from "./order-lookup.server";
import { OrderDetail, OrderHeadline } from "./OrderDetail";

/** A card number's own message (a locale key of the checkout's) also goes beside the card field. */
const cardError = (marked: string | undefined) => {
  const message = marked === undefined ? undefined : readNotice(marked).message;
  return message?.startsWith("checkout.") ? message : null;
};

export function OrderLookupScreen({
  answer: answered,
}: {
  answer: ReturnType<typeof useActionData<typeof orderLookupAction>>;
}) {
  const { t } = useTranslation();
  const answer = answered as OrderLookupAnswer | undefined;
  const { signedIn } = useShop();
  const charged = useMoneyText();
  const links = useLinks();
  const [form, fields] = useForm({
    // The number and email stay in the form after each answer (without JavaScript too).
    lastResult: answer?.result,
    defaultValue: { orderNo: answer?.order?.orderNo ?? "", email: answer?.email ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderLookupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const order = answer?.order ?? null;

  return (
    <AppScreen titleKey="checkout.lookup">
      <p className="shop-desc mt-2">{t("orders.lookupIntro")}</p>
      {signedIn ? (
        <p className="mt-2 text-sm">
          <Link to={links.user("order")} className="link">
            {t("orders.lookupSignedIn")}
          </Link>
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-md gap-1">
        <input type="hidden" name="intent" value="lookup" />
        <label htmlFor={fields.orderNo.id} className="font-medium">
          {t("checkout.orderNo")}
        </label>
        <input
          {...getInputProps(fields.orderNo, { type: "text" })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          className="input w-full"
        />
        <FieldError id={fields.orderNo.errorId} errors={fields.orderNo.errors} />
        <label htmlFor={fields.email.id} className="font-medium">
          {t("checkout.email")}
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          maxLength={254}
          className="input w-full"
        />
        <FieldError id={fields.email.errorId} errors={fields.email.errors} />
        <button type="submit" className="btn justify-self-start btn-primary">
          {t("orders.lookupSubmit")}
        </button>
      </Form>
      <FormMessage errors={formErrorsOf(answer)} className="mt-4" />
      {answer?.offline ? (
        <PaymentNextSteps methodId={answer.offline.methodId} instructions={answer.offline.instructions} />
      ) : null}
      {answer?.paid ? (
        <p role="status" className="mt-4 alert alert-success">
          {t("payment.paid")}
        </p>
      ) : null}
      {order ? (
        <section aria-labelledby="found-order" className="mt-8">
          <h2 id="found-order" className="text-xl font-semibold">
            {t("orders.orderNo", { orderNo: order.orderNo })}
          </h2>
          <OrderHeadline order={order} />
          <OrderActions
            actions={order.actions}
            offered={["pay"]}
            confirming={false}
            paymentMethodId={order.paymentMethodId}
            amount={charged(order.total ?? order.paymentAmount, { charged: order.currency })}
            hidden={{ orderNo: order.orderNo, email: answer?.email ?? "" }}
            cardError={cardError(formErrorsOf(answer)?.[0])}
          />
          <OrderDetail order={order} />
        </section>
      ) : null}
    </AppScreen>
  );
}
