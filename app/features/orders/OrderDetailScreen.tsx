/** One order (routes/user.order.$slug.tsx): items, amounts, states, address, shipments, and the actions the backend allows. */
import { Link, useLocation, useSearchParams, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { useLinks } from "~/lib/use-links";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { useMoneyText } from "~/components/ui/Money";
import { OrderActions } from "~/features/account/OrderActions";
import { PaymentNextSteps } from "~/features/checkout/PaymentNextSteps";
import { OrderRefundForm } from "~/features/returns/OrderRefundForm";
import { ReturnApplyForm } from "~/features/returns/ReturnApplyForm";
import type { loadOrderDetail, orderDetailAction } from "./order-detail.server";
import { OrderDetail, OrderHeadline } from "./OrderDetail";
import { PaymentNotices } from "./PaymentNotices";

type OrderDetailScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadOrderDetail>>;
  answer: ReturnType<typeof useActionData<typeof orderDetailAction>>;
};

export function OrderDetailScreen({ loaded, answer: actionData }: OrderDetailScreenProps) {
  const { screen: order } = loaded;
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
