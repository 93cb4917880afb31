/**
 * After placing an order: its number, how it gets paid, and for the test card gateway the card
 * form itself. The order is read with the shopper's own credentials (session or visitor cart).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { failureReply, formError } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { cardPaymentSchema } from "~/lib/forms/payment";
import { paymentRedirect } from "~/lib/payment-redirect.server";
import { useMoneyText } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { CardPayment } from "~/components/checkout/CardPayment";


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

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const submission = parseWithZod(await request.formData(), { schema: cardPaymentSchema });
  if (submission.status !== "success") return data({ result: formError("checkout.cardFormat") }, { status: 422 });
  const { orderNo, cardNumber } = submission.value;
  try {
    const upstream = context.upstream;
    const paid = await upstream.call("order/pay", { orderNo, paymentMethodId: "card", cardNumber });
    const next = paymentRedirect(paid.redirectUrl);
    return redirect(next?.kind === "gateway" ? next.url : next?.kind === "shop" ? next.path : `${new URL(request.url).pathname}?orderNo=${orderNo}`);
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
  return (
    <AppScreen titleKey="checkout.thankyouTitle">
      {orderNo ? (
        <p className="mt-2" role="status">
          {t("checkout.thankyouText", { orderNo })}
        </p>
      ) : null}
      {order?.payStatus === "paid" ? <p className="alert alert-success mt-4">{t("payment.paid")}</p> : null}
      {order?.payStatus === "unpaid" && order.paymentMethodId === "bank-transfer" ? <p className="mt-4">{t("payment.bankTransfer")}</p> : null}
      {order?.payStatus === "unpaid" && order.paymentMethodId === "cash-on-delivery" ? <p className="mt-4">{t("payment.cashOnDelivery")}</p> : null}
      {unpaidCard ? <CardPayment orderNo={order.orderNo} amount={charged(order.total ?? order.paymentAmount, { charged: order.currency })} error={formErrorsOf(result)?.[0]} /> : null}
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
