/**
 * A visitor looks an order up by its number and the email it was placed with (order/lookup), and
 * may pay it if it waits for payment — the only action offered here; a customer's own orders are
 * under My orders. Nothing identifying goes in the URL: the result is the action's answer, so a
 * reload asks again. Works without JavaScript.
 */
import { PaymentNextSteps } from "~/features/checkout/PaymentNextSteps";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { PAGE_CACHE_HEADER, pageHeaders } from "~/lib/page-headers";
import { failureReply } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { readNotice } from "~/lib/forms/form-notice";
import { FormMessage } from "~/components/ui/FormMessage";
import { paymentRedirect } from "~/features/checkout/payment-redirect.server";
import { lookupIntentSchema, orderLookupSchema } from "~/features/orders/order-lookup-form";
import { useMoneyText } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { FieldError } from "~/components/ui/FieldError";
import { OrderActions } from "~/features/account/OrderActions";
import { OrderDetail, OrderHeadline, type ShopperOrder } from "~/features/orders/OrderDetail";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  return data(page.data, { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } });
}
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.lookup" };

/** `offline`: paid with an offline method, so nothing is paid yet: what the shopper does next. */
type Answer = {
  result: SubmissionResult<string[]>;
  order: ShopperOrder | null;
  email: string;
  paid: boolean;
  offline?: { methodId: string; instructions: string | null };
};

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: lookupIntentSchema });
  const upstream = context.upstream;
  const find = (orderNo: string, email: string) => upstream.call("order/lookup", { orderNo, email });
  if (submission.status !== "success") {
    // A card number of the wrong shape keeps the order on screen with the card's message.
    const paying =
      form.get("intent") === "pay"
        ? orderLookupSchema.safeParse({ intent: "lookup", orderNo: form.get("orderNo"), email: form.get("email") })
        : null;
    const order = paying?.success ? await find(paying.data.orderNo, paying.data.email).catch(() => null) : null;
    const formErrors = order ? [submission.error?.cardNumber?.[0] ?? "errors.unknown"] : undefined;
    return data<Answer>(
      {
        result: submission.reply({ formErrors, hideFields: ["cardNumber"] }),
        order,
        email: paying?.data?.email ?? "",
        paid: false,
      },
      { status: 422 },
    );
  }
  const input = submission.value;
  try {
    let offline: Answer["offline"];
    if (input.intent === "pay") {
      const paid = await upstream.call("order/pay", {
        orderNo: input.orderNo,
        email: input.email,
        paymentMethodId: input.paymentMethodId,
        cardNumber: input.cardNumber,
      });
      // A hosted gateway continues on its own page; its webhook settles the order.
      const next = paymentRedirect(paid.redirectUrl);
      // 303: the browser follows with a GET to the gateway's page (works without JavaScript).
      if (next?.kind === "gateway") return redirect(next.url, 303);
      if (paid.status === "unpaid")
        offline = { methodId: input.paymentMethodId, instructions: paid.instructions ?? null };
    }
    const order = await find(input.orderNo, input.email);
    return data<Answer>({
      result: submission.reply({ hideFields: ["cardNumber"] }),
      order,
      email: input.email,
      paid: input.intent === "pay" && !offline,
      offline,
    });
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    // A failed payment keeps the order on screen with the reason; a failed lookup says "not found".
    const order = input.intent === "pay" ? await find(input.orderNo, input.email).catch(() => null) : null;
    const formErrors = order ? (failed.error?.[""] ?? []).slice(0, 1) : ["orders.lookupNotFound"];
    return data<Answer>(
      { result: submission.reply({ formErrors, hideFields: ["cardNumber"] }), order, email: input.email, paid: false },
      { status },
    );
  }
}

/** A card number's own message (a locale key of the checkout's) also goes beside the card field. */
const cardError = (marked: string | undefined) => {
  const message = marked === undefined ? undefined : readNotice(marked).message;
  return message?.startsWith("checkout.") ? message : null;
};

export default function Screen() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>() as Answer | undefined;
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
