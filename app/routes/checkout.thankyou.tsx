/**
 * After placing an order: its number, how it gets paid, and the way to pay it here — the test
 * card gateway's form, or "Pay now" for a hosted gateway (Stripe Checkout), which answers 303 to
 * the gateway's page and comes back here (`?payment=done|cancelled`). The order is read with the
 * shopper's own credentials (session or visitor cart). A declined card is the page's news: its
 * heading says the payment did not go through and how to retry (the card form again, or another
 * way on the order's page); "thank you" and "we sent a confirmation" are only said when true.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { failureReply, formError } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { cardPaymentSchema, gatewayPaymentSchema } from "~/features/checkout/payment-form";
import { paymentRedirect } from "~/features/checkout/payment-redirect.server";
import { useMoneyText } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { CardPayment } from "~/features/checkout/CardPayment";
import { GatewayPayment } from "~/features/orders/GatewayPayment";
import { PaymentNotices } from "~/features/orders/PaymentNotices";
import { FormMessage } from "~/components/ui/FormMessage";
import { withLanguage } from "~/lib/url-rules";

/** Methods paid elsewhere or here by card; any other method is a hosted gateway's. */
const NOT_HOSTED = ["card", "bank-transfer", "cash-on-delivery"];

export async function loader(args: LoaderFunctionArgs) {
  const orderNo = (new URL(args.request.url).searchParams.get("orderNo") ?? "").slice(0, 20);
  const upstream = args.context.upstream;
  const [page, order] = await Promise.all([
    loadPage(args),
    /^\d{6,20}$/.test(orderNo) ? upstream.call("order/detail", { orderNo }).catch(() => null) : null,
  ]);
  return data({ ...page.data, orderNo, order }, page.init ?? undefined);
}
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.thankyouTitle" };

async function payOnGateway(args: ActionFunctionArgs, form: FormData) {
  const submission = parseWithZod(form, { schema: gatewayPaymentSchema });
  if (submission.status !== "success") return data({ result: formError("errors.unknown") }, { status: 422 });
  const { orderNo, paymentMethodId } = submission.value;
  const { request, context } = args;
  try {
    const returnPath = withLanguage(`/checkout/thankyou?orderNo=${orderNo}`, context.lang);
    const paid = await context.upstream.call("order/pay", { orderNo, paymentMethodId, returnPath });
    const next = paymentRedirect(paid.redirectUrl);
    // 303: the browser continues with a GET on the gateway's page, with or without JavaScript.
    return redirect(next?.kind === "gateway" ? next.url : `${new URL(request.url).pathname}?orderNo=${orderNo}`, 303);
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  if (!form.has("cardNumber")) return payOnGateway(args, form);
  const submission = parseWithZod(form, { schema: cardPaymentSchema });
  if (submission.status !== "success") return data({ result: formError("checkout.cardFormat") }, { status: 422 });
  const { orderNo, cardNumber } = submission.value;
  try {
    const paid = await context.upstream.call("order/pay", { orderNo, paymentMethodId: "card", cardNumber });
    const next = paymentRedirect(paid.redirectUrl);
    return redirect(
      next?.kind === "gateway"
        ? next.url
        : next?.kind === "shop"
          ? next.path
          : `${new URL(request.url).pathname}?orderNo=${orderNo}`,
    );
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const { orderNo, order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const links = useLinks();
  const { signedIn } = useShop();
  const charged = useMoneyText();
  const unpaidCard = order?.payStatus === "unpaid" && order.paymentMethodId === "card";
  const hosted =
    order?.payStatus === "unpaid" &&
    order.actions?.includes("pay") &&
    !!order.paymentMethodId &&
    !NOT_HOSTED.includes(order.paymentMethodId);
  const amount = order ? charged(order.total ?? order.paymentAmount, { charged: order.currency }) : "";
  const cardError = unpaidCard ? formErrorsOf(result)?.[0] : undefined;
  return (
    <AppScreen titleKey={cardError ? "checkout.paymentFailedTitle" : "checkout.thankyouTitle"}>
      {cardError && order ? (
        <p className="mt-2" data-testid="payment-failed">
          {t("checkout.paymentFailedText", { orderNo: order.orderNo })}
        </p>
      ) : orderNo ? (
        <p className="mt-2" role="status">
          {t("checkout.orderNumber", { orderNo })}
          {/* The backend mails an "order placed" confirmation to the order's address. */}
          {order?.email ? ` ${t("checkout.confirmationSent", { email: order.email })}` : null}
        </p>
      ) : null}
      {order?.payStatus === "paid" ? <p className="mt-4 alert alert-success">{t("payment.paid")}</p> : null}
      {order ? <PaymentNotices order={order} money={(minor) => charged(minor, { charged: order.currency })} /> : null}
      {order?.payStatus === "unpaid" && order.paymentMethodId === "bank-transfer" ? (
        <p className="mt-4">{t("payment.bankTransfer")}</p>
      ) : null}
      {order?.payStatus === "unpaid" && order.paymentMethodId === "cash-on-delivery" ? (
        <p className="mt-4">{t("payment.cashOnDelivery")}</p>
      ) : null}
      {unpaidCard ? <CardPayment orderNo={order.orderNo} amount={amount} error={cardError} /> : null}
      {hosted && order.paymentMethodId ? (
        <GatewayPayment orderNo={order.orderNo} paymentMethodId={order.paymentMethodId} amount={amount} />
      ) : null}
      {hosted ? <FormMessage errors={formErrorsOf(result)} className="mt-4" /> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {signedIn && orderNo ? (
          <Link to={links.user(`order/${encodeURIComponent(orderNo)}`)} className="btn btn-primary">
            {t("pages.userOrder", { slug: orderNo })}
          </Link>
        ) : null}
        {!signedIn ? (
          <Link to={links.path("/order/lookup")} className="btn">
            {t("checkout.lookup")}
          </Link>
        ) : null}
        <Link to={links.home()} className="btn">
          {t("cart.continue")}
        </Link>
      </div>
    </AppScreen>
  );
}
