/**
 * One order as the shopper sees it: status, items, amounts, address, shipments and remark. The
 * customer's order page and the visitor's order lookup both draw it; the actions around it
 * differ (the backend's `actions` say which apply).
 */
import { useTranslation } from "~/lib/i18n/react";
import { formatDate } from "../../../functions/contract/dates";
import { useShop } from "~/lib/use-shop";
import { OrderStatus } from "~/features/account/OrderStatus";
import { Money } from "~/components/ui/Money";
import { PaymentDeadline } from "./PaymentDeadline";
import type { CallOutput } from "../../../functions/contract/calls";

/** order/detail's answer; order/lookup and each order/list row answer the same shape. */
export type ShopperOrder = CallOutput<"order/detail">;

/** The status line under the title. */
export function OrderHeadline({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <OrderStatus status={order.status} payStatus={order.payStatus} />
        <span className="shop-desc text-sm">
          {t("orders.placedOn", { date: formatDate(order.createdAt, lang, true) })}
        </span>
      </div>
      <PaymentDeadline order={order} />
    </>
  );
}

export function OrderDetail({ order }: { order: ShopperOrder }) {
  const { t } = useTranslation();
  const address = order.address;
  return (
    <>
      <h2 className="mt-6 font-semibold">{t("orders.items")}</h2>
      <ul className="divide-y divide-base-300">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-3">
            <span>
              {item.title} × {item.quantity}
              {item.options ? (
                <span className="shop-desc block text-sm">{Object.values(item.options).join(" / ")}</span>
              ) : null}
            </span>
            <Money amount={item.price * item.quantity} order={order} />
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid max-w-sm grid-cols-[1fr_auto] gap-1 text-sm">
        <dt>{t("orders.price")}</dt>
        <dd>
          <Money amount={order.price} order={order} />
        </dd>
        <dt>{t("orders.shippingFee")}</dt>
        <dd>
          <Money amount={order.shippingFee} order={order} />
        </dd>
        <dt>{t("orders.couponDiscount")}</dt>
        <dd>
          −<Money amount={order.couponDiscount} order={order} />
        </dd>
        <dt className="font-semibold">{t("orders.paymentAmount")}</dt>
        <dd className="font-semibold">
          <Money amount={order.total ?? order.paymentAmount} order={order} testId="order-total" />
        </dd>
      </dl>
      {address ? (
        <>
          <h2 className="mt-6 font-semibold">{t("orders.address")}</h2>
          <p className="text-sm">
            {[
              `${address.firstName ?? ""} ${address.lastName ?? ""}`.trim(),
              address.address,
              address.city,
              address.province,
              address.postalCode,
              address.country,
              address.phone,
            ]
              .filter(Boolean)
              .join(", ")}
          </p>
        </>
      ) : null}
      {order.shipments?.length ? (
        <>
          <h2 className="mt-6 font-semibold">{t("orders.shipments")}</h2>
          <ul className="text-sm">
            {order.shipments.map((shipment) => (
              <li key={shipment.expressNo}>
                {t("orders.express", { name: shipment.expressName, number: shipment.expressNo })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.remark ? (
        <p className="mt-4 text-sm">
          {t("orders.remark")}: {order.remark}
        </p>
      ) : null}
    </>
  );
}
