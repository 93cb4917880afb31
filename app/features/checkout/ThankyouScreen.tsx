/**
 * After placing an order (routes/checkout.thankyou.tsx): its number, how it gets paid, and the way
 * to pay it here. A declined card is the page's news: its heading says the payment did not go
 * through and how to retry (the card form again, or another way on the order's page); "thank you"
 * and "we sent a confirmation" are only said when true.
 */
import { Link, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { useMoneyText } from "~/components/ui/Money";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { GatewayPayment } from "~/features/orders/GatewayPayment";
import { PaymentNotices } from "~/features/orders/PaymentNotices";
import type { loadThankyou, thankyouAction } from "./thankyou.server";
import { CardPayment } from "./CardPayment";

/** Methods paid elsewhere or here by card; any other method is a hosted gateway's. */
const NOT_HOSTED = ["card", "bank-transfer", "cash-on-delivery"];

type ThankyouScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadThankyou>>;
  answer: ReturnType<typeof useActionData<typeof thankyouAction>>;
};

export function ThankyouScreen({ loaded, answer: result }: ThankyouScreenProps) {
  const { t } = useTranslation();
  const { orderNo, order } = loaded;
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
