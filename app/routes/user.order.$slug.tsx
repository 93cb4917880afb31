/** One order: items, amounts, states, address, shipments, and the actions the backend allows. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadAccountPage } from "~/features/account/account-data.server";
import { failureReply, formError } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { FormMessage } from "~/components/ui/FormMessage";
import { buyAgain } from "~/features/cart/buy-again.server";
import { orderActionSchema } from "~/features/orders/order-action-form";
import { paymentRedirect } from "~/features/checkout/payment-redirect.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { AppScreen } from "~/components/page/AppScreen";
import { OrderActions } from "~/features/account/OrderActions";
import { PaymentNextSteps } from "~/features/checkout/PaymentNextSteps";
import { OrderDetail, OrderHeadline } from "~/features/orders/OrderDetail";
import { orderRefundAction, returnApplyAction } from "~/features/returns/return-apply.server";
import { useLinks } from "~/lib/use-links";
import { useMoneyText } from "~/components/ui/Money";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { PaymentNotices } from "~/features/orders/PaymentNotices";
import { ReturnApplyForm } from "~/features/returns/ReturnApplyForm";
import { OrderRefundForm } from "~/features/returns/OrderRefundForm";

export const loader = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call("order/detail", { orderNo: args.params.slug ?? "" }));
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "orders.title" };

export async function action(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const formData = await request.formData();
  const asked = formData.get("intent");
  if (asked === "quote" || asked === "apply") return returnApplyAction(args, formData);
  if (asked === "refund") return orderRefundAction(args, formData);
  const submission = parseWithZod(formData, { schema: orderActionSchema });
  if (submission.status !== "success") {
    const cardProblem = submission.error?.cardNumber?.[0];
    return data(
      { result: formError(cardProblem ?? "errors.unknown"), notice: null, confirming: false },
      { status: 422 },
    );
  }
  const intent = submission.value;
  if (intent.intent === "cancel" && intent.confirmed !== "yes") return { notice: null, confirming: true };
  const { upstream, lang } = context;
  const orderNo = params.slug ?? "";
  // A redirect to follow (the cart after Buy again, a payment gateway's page), thrown below.
  let leaveTo: Response | null = null;
  // An offline method (bank transfer, cash on delivery) answers what the shopper does next.
  let offline: { methodId: string; instructions: string | null } | null = null;
  try {
    if (intent.intent === "buyAgain") leaveTo = await buyAgain(upstream, request, orderNo);
    else if (intent.intent === "pay") {
      // A hosted gateway sends the shopper back to this order, under their language's prefix.
      const returnPath = withLanguage(splitLanguage(new URL(request.url).pathname).path, lang);
      const paid = await upstream.call("order/pay", {
        orderNo,
        paymentMethodId: intent.paymentMethodId,
        cardNumber: intent.cardNumber,
        returnPath,
      });
      // A hosted gateway continues on its own page (303: a GET there, with or without JavaScript); its webhook settles the order.
      const next = paymentRedirect(paid.redirectUrl);
      if (next?.kind === "gateway") leaveTo = redirect(next.url, 303);
      else if (paid.status === "unpaid")
        offline = { methodId: intent.paymentMethodId, instructions: paid.instructions ?? null };
    } else {
      await upstream.call(intent.intent === "cancel" ? "order/cancel" : "order/confirmReceipt", { orderNo });
    }
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result, notice: null, confirming: false }, { status });
  }
  if (leaveTo) throw leaveTo;
  if (offline) return { notice: null, confirming: false, offline };
  return { notice: "orders.done", confirming: false };
}

export default function Screen() {
  const { screen: order } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = actionData && !("kind" in actionData) ? actionData : null;
  const applied = actionData && "kind" in actionData && actionData.kind === "apply" ? actionData : null;
  const refunded = actionData && "kind" in actionData && actionData.kind === "refund" ? actionData : null;
  const { t } = useTranslation();
  const links = useLinks();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const text = useMoneyText();
  const money = (minor: number) => text(minor, { order });
  const confirming = !!result && "confirming" in result && result.confirming;
  const showApply = order.actions.includes("afterSale") && (search.has("afterSale") || !!applied);
  const showRefund = order.actions.includes("refund") && (search.has("refund") || !!refunded);
  return (
    <AppScreen titleKey="orders.orderNo" titleValues={{ orderNo: order.orderNo }}>
      <OrderHeadline order={order} />
      <PaymentNotices order={order} money={money} />
      <FormMessage errors={formErrorsOf(result)} notice={result?.notice ? t(result.notice) : null} className="mt-4" />
      {result && "offline" in result && result.offline ? (
        <PaymentNextSteps methodId={result.offline.methodId} instructions={result.offline.instructions} />
      ) : null}
      {refunded && "done" in refunded ? (
        <p role="status" className="mt-4 alert alert-success">
          {t("orders.done")}
        </p>
      ) : null}
      <OrderActions
        actions={order.actions ?? []}
        confirming={confirming}
        paymentMethodId={order.paymentMethodId}
        amount={text(order.total ?? order.paymentAmount, { charged: order.currency })}
      />
      {order.openReturnNo ? (
        <Link to={links.user(`return/${encodeURIComponent(order.openReturnNo)}`)} className="mt-3 inline-block link">
          {t("returns.view")}
        </Link>
      ) : null}
      {order.status === "pending_cancellation" ? (
        // The refund asked for waits for the shop; the after-sales page lists it with the others.
        <p className="mt-4 alert flex flex-wrap alert-info" data-testid="refund-requested">
          <span>{t("orders.refundRequested")}</span>
          <Link to={links.user("return")} className="link">
            {t("orders.seeRefunds")}
          </Link>
        </p>
      ) : null}
      {order.refundReason ? (
        <p className="mt-3 text-sm">{t("returns.refund.reasonShown", { reason: order.refundReason })}</p>
      ) : null}
      {order.refundedAmount ? (
        <p className="text-sm font-semibold">{t("returns.refund.refunded", { amount: money(order.refundedAmount) })}</p>
      ) : null}
      {showRefund ? <OrderRefundForm result={refunded?.result} backHref={pathname} /> : null}
      {showApply ? (
        <ReturnApplyForm
          lines={order.items.map((item) => ({ ...item, id: Number(item.id), image: item.image ?? undefined }))}
          result={applied?.result}
          quote={applied?.quote ?? null}
          money={money}
          backHref={pathname}
          attached={applied?.images ?? []}
        />
      ) : null}
      <OrderDetail order={order} />
    </AppScreen>
  );
}
