/**
 * The refunds asked for before shipping: paid orders waiting as "pending cancellation" until the
 * shop approves (order/refund, or cancelling a paid order). They are orders, not after-sales
 * applications, so each links to its order page.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { formatDate } from "../../../functions/contract/dates";
import { Money } from "~/components/ui/Money";
import type { ShopperOrder } from "~/features/orders/OrderDetail";

export function RefundRequests({ orders }: { orders: ShopperOrder[] }) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  if (!orders.length) return null;
  return (
    <section className="mt-6" aria-labelledby="refund-requests" data-testid="refund-requests">
      <h2 id="refund-requests" className="font-semibold">
        {t("returns.refundRequests")}
      </h2>
      <p className="shop-desc text-sm">{t("returns.refundRequestsHint")}</p>
      <ul className="mt-2 divide-y divide-base-300">
        {orders.map((order) => (
          <li key={order.orderNo} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6">
            <div>
              <Link to={links.user(`order/${encodeURIComponent(order.orderNo)}`)} className="font-semibold link-hover">
                {t("orders.orderNo", { orderNo: order.orderNo })}
              </Link>
              <p className="shop-desc text-sm">
                {t("returns.applyType.3")} · {t("orders.placedOn", { date: formatDate(order.createdAt, lang) })}
              </p>
              <p className="text-sm">{order.items.map((line) => `${line.title} × ${line.quantity}`).join(", ")}</p>
            </div>
            <span className="badge badge-warning">{t("returns.refundAwaiting")}</span>
            <Money amount={order.paymentAmount || (order.total ?? 0)} order={order} className="font-semibold" />
          </li>
        ))}
      </ul>
    </section>
  );
}
