/** One order: items, amounts, states, address, shipments, and the actions the backend allows. */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { loadAccountPage } from "~/lib/account-data.server";
import { actionFailure } from "~/lib/action-failure.server";
import { orderActionSchema } from "~/lib/forms/order-action";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { useOrderMoney } from "~/lib/use-money";
import { formatMoney } from "~/lib/money";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { OrderStatus } from "~/components/account/OrderStatus";
import { OrderActions } from "~/components/account/OrderActions";
import { formatDate } from "~/lib/dates";

type OrderItem = { id: string | number; title: string; sku?: string; options?: Record<string, string>; price: number; quantity: number; image?: string };
type Order = {
  orderNo: string; status: string; payStatus: string; currency: string; items: OrderItem[]; price: number; paymentAmount: number;
  shippingFee: number; couponDiscount: number; remark?: string; createdAt: string; actions: string[]; paymentMethodId?: string;
  address?: { firstName?: string; lastName?: string; address?: string; city?: string; province?: string; country?: string; postalCode?: string; phone?: string };
  shipments?: Array<{ expressName: string; expressNo: string }>;
  shown?: { currency: string; rate: number } | null;
};

export const loader = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call<Order>("order/detail", { orderNo: args.params.slug }));
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "orders.title" };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: orderActionSchema });
  if (submission.status !== "success") {
    const cardProblem = submission.error?.cardNumber?.[0];
    return data({ ok: false as const, message: cardProblem ?? "errors.unknown", confirming: false }, { status: 422 });
  }
  const intent = submission.value;
  if (intent.intent === "cancel" && intent.confirmed !== "yes") return { ok: true as const, message: "", confirming: true };
  const upstream = getUpstream(context, { request, lang: await resolveLanguage(request) });
  const orderNo = params.slug;
  try {
    if (intent.intent === "pay") {
      await upstream.call("order/pay", { orderNo, paymentMethodId: intent.paymentMethodId, cardNumber: intent.cardNumber });
    } else {
      await upstream.call(intent.intent === "cancel" ? "order/cancel" : "order/confirmReceipt", { orderNo });
    }
    return { ok: true as const, message: "orders.done", confirming: false };
  } catch (error) {
    return actionFailure(error, request, context.cloudflare?.env);
  }
}

export default function Screen() {
  const { screen: order } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const { lang } = useShop();
  // Shown as at checkout (recorded currency and rate); the card form charges the order's own currency.
  const convert = useOrderMoney();
  const money = (minor: number) => convert(minor, order);
  const confirming = !!result && "confirming" in result && result.confirming;
  const address = order.address;
  return (
    <AppScreen titleKey="orders.orderNo" titleValues={{ orderNo: order.orderNo }}>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <OrderStatus status={order.status} payStatus={order.payStatus} />
        <span className="shop-desc text-sm">{t("orders.placedOn", { date: formatDate(order.createdAt, lang, true) })}</span>
      </div>
      {result && result.message ? (
        <p role={result.ok ? "status" : "alert"} className={`alert mt-4 ${result.ok ? "alert-success" : "alert-error"}`}>
          {t(result.message)}
        </p>
      ) : null}
      <OrderActions actions={order.actions ?? []} confirming={confirming} paymentMethodId={order.paymentMethodId} amount={formatMoney(order.paymentAmount, order.currency, lang)} />
      <h2 className="mt-6 font-semibold">{t("orders.items")}</h2>
      <ul className="divide-y divide-base-300">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-3">
            <span>
              {item.title} × {item.quantity}
              {item.options ? <span className="shop-desc block text-sm">{Object.values(item.options).join(" / ")}</span> : null}
            </span>
            <span>{money(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-1 text-sm">
        <dt>{t("orders.price")}</dt>
        <dd>{money(order.price)}</dd>
        <dt>{t("orders.shippingFee")}</dt>
        <dd>{money(order.shippingFee)}</dd>
        <dt>{t("orders.couponDiscount")}</dt>
        <dd>−{money(order.couponDiscount)}</dd>
        <dt className="font-semibold">{t("orders.paymentAmount")}</dt>
        <dd className="font-semibold">{money(order.paymentAmount)}</dd>
      </dl>
      {address ? (
        <>
          <h2 className="mt-6 font-semibold">{t("orders.address")}</h2>
          <p className="text-sm">
            {[`${address.firstName ?? ""} ${address.lastName ?? ""}`.trim(), address.address, address.city, address.province, address.postalCode, address.country, address.phone].filter(Boolean).join(", ")}
          </p>
        </>
      ) : null}
      {order.shipments?.length ? (
        <>
          <h2 className="mt-6 font-semibold">{t("orders.shipments")}</h2>
          <ul className="text-sm">
            {order.shipments.map((shipment) => (
              <li key={shipment.expressNo}>{t("orders.express", { name: shipment.expressName, number: shipment.expressNo })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {order.remark ? (
        <p className="mt-4 text-sm">
          {t("orders.remark")}: {order.remark}
        </p>
      ) : null}
    </AppScreen>
  );
}
