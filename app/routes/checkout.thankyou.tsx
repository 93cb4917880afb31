/**
 * After placing an order: its number, how it gets paid, and the way to pay it here — the test
 * card gateway's form, or "Pay now" for a hosted gateway (Stripe Checkout), which answers 303 to
 * the gateway's page and comes back here (`?payment=done|cancelled`). The order is read with the
 * shopper's own credentials (session or visitor cart).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { describeFailure } from "~/lib/action-failure.server";
import { cardPaymentSchema, gatewayPaymentSchema } from "~/lib/forms/payment";
import { paymentRedirect } from "~/lib/payment-redirect.server";
import { useMoneyText } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { CardPayment } from "~/components/checkout/CardPayment";
import { GatewayPayment } from "~/components/orders/GatewayPayment";
import { PaymentNotices } from "~/components/orders/PaymentNotices";
import { withLanguage } from "~/lib/url-rules";

type PlacedOrder = {
  orderNo: string; payStatus: string; paymentMethodId?: string; paymentAmount: number; total?: number; currency: string; actions?: string[];
  paymentFailure?: string | null; refundPending?: number; refundManual?: boolean;
};

/** Methods paid elsewhere or here by card; any other method is a hosted gateway's. */
const NOT_HOSTED = ["card", "bank-transfer", "cash-on-delivery"];

export async function loader(args: LoaderFunctionArgs) {
  const orderNo = (new URL(args.request.url).searchParams.get("orderNo") ?? "").slice(0, 20);
  const upstream = getUpstream(args.context, { request: args.request, lang: await resolveLanguage(args.request) });
  const [page, order] = await Promise.all([
    loadPage(args),
    /^\d{6,20}$/.test(orderNo) ? upstream.call<PlacedOrder>("order/detail", { orderNo }).catch(() => null) : null,
  ]);
  return data({ ...page.data, orderNo, order }, page.init ?? undefined);
}
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.thankyouTitle" };

async function payOnGateway(request: Request, context: ActionFunctionArgs["context"], form: FormData) {
  const submission = parseWithZod(form, { schema: gatewayPaymentSchema });
  if (submission.status !== "success") return data({ error: "errors.unknown" }, { status: 422 });
  const { orderNo, paymentMethodId } = submission.value;
  const lang = await resolveLanguage(request);
  try {
    const returnPath = withLanguage(`/checkout/thankyou?orderNo=${orderNo}`, lang);
    const paid = await getUpstream(context, { request, lang }).call<{ redirectUrl?: string }>("order/pay", { orderNo, paymentMethodId, returnPath });
    const next = paymentRedirect(paid.redirectUrl);
    // 303: the browser continues with a GET on the gateway's page, with or without JavaScript.
    return redirect(next?.kind === "gateway" ? next.url : `${new URL(request.url).pathname}?orderNo=${orderNo}`, 303);
  } catch (error) {
    const described = describeFailure(error, request, context.cloudflare?.env);
    if ("redirect" in described) return described.redirect;
    return data({ error: described.failure.message }, { status: described.status });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  if (!form.has("cardNumber")) return payOnGateway(request, context, form);
  const submission = parseWithZod(form, { schema: cardPaymentSchema });
  if (submission.status !== "success") return data({ error: "checkout.cardFormat" }, { status: 422 });
  const { orderNo, cardNumber } = submission.value;
  try {
    const upstream = getUpstream(context, { request, lang: await resolveLanguage(request) });
    const paid = await upstream.call<{ status: string; redirectUrl?: string }>("order/pay", { orderNo, paymentMethodId: "card", cardNumber });
    const next = paymentRedirect(paid.redirectUrl);
    return redirect(next?.kind === "gateway" ? next.url : next?.kind === "shop" ? next.path : `${new URL(request.url).pathname}?orderNo=${orderNo}`);
  } catch (error) {
    const described = describeFailure(error, request, context.cloudflare?.env);
    if ("redirect" in described) return described.redirect;
    return data({ error: described.failure.message }, { status: described.status });
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
  const hosted = order?.payStatus === "unpaid" && order.actions?.includes("pay") && !!order.paymentMethodId && !NOT_HOSTED.includes(order.paymentMethodId);
  const amount = order ? charged(order.total ?? order.paymentAmount, { charged: order.currency }) : "";
  return (
    <AppScreen titleKey="checkout.thankyouTitle">
      {orderNo ? (
        <p className="mt-2" role="status">
          {t("checkout.thankyouText", { orderNo })}
        </p>
      ) : null}
      {order?.payStatus === "paid" ? <p className="alert alert-success mt-4">{t("payment.paid")}</p> : null}
      {order ? <PaymentNotices order={order} money={(minor) => charged(minor, { charged: order.currency })} /> : null}
      {order?.payStatus === "unpaid" && order.paymentMethodId === "bank-transfer" ? <p className="mt-4">{t("payment.bankTransfer")}</p> : null}
      {order?.payStatus === "unpaid" && order.paymentMethodId === "cash-on-delivery" ? <p className="mt-4">{t("payment.cashOnDelivery")}</p> : null}
      {unpaidCard ? <CardPayment orderNo={order.orderNo} amount={amount} error={result?.error} /> : null}
      {hosted && order.paymentMethodId ? <GatewayPayment orderNo={order.orderNo} paymentMethodId={order.paymentMethodId} amount={amount} /> : null}
      {hosted && result?.error ? (
        <p role="alert" className="alert alert-error mt-4">
          {t(result.error)}
        </p>
      ) : null}
      <div className="mt-6 flex gap-3">
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
