/**
 * The customer's orders, filtered by status (unpaid is a tab of its own), with paging links, the
 * unpaid reminder, and Buy again on finished orders — every control a plain link or form.
 */
import { Form, Link, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { Money } from "~/components/ui/Money";
import { PagedList } from "~/components/ui/PagedList";
import { OrderStatus } from "~/features/account/OrderStatus";
import { StatusTabs, useStatusFilter } from "~/features/account/StatusTabs";
import { formatDate } from "../../../functions/contract/dates";
import type { loadOrderListPage, orderListAction } from "./order-list.server";
import { ORDER_LIST_STATUSES } from "./order-list-statuses";
import { UnpaidReminder } from "~/features/orders/UnpaidReminder";

type OrderListScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadOrderListPage>>;
  answer: ReturnType<typeof useActionData<typeof orderListAction>>;
};

export function OrderListScreen({ loaded: { screen }, answer }: OrderListScreenProps) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  const { current, hrefFor } = useStatusFilter();
  return (
    <AppScreen titleKey="orders.title">
      {current !== "unpaid" ? <UnpaidReminder count={screen.unpaidCount} /> : null}
      <FormMessage errors={formErrorsOf(answer)} className="mt-4" />
      <StatusTabs
        statuses={ORDER_LIST_STATUSES}
        label={t("orders.title")}
        labelFor={(status) =>
          status === "unpaid" ? t("orders.payStatus.unpaid") : status ? t(`orders.status.${status}`) : t("orders.all")
        }
      />
      <PagedList
        paged={screen}
        keyOf={(order) => order.orderNo}
        itemClassName="flex flex-wrap items-center justify-between gap-3 py-4"
        hrefFor={(page) => hrefFor({ page })}
        empty={t("orders.empty")}
      >
        {(order) => (
          <>
            <div>
              <Link to={links.user(`order/${encodeURIComponent(order.orderNo)}`)} className="font-semibold link-hover">
                {t("orders.orderNo", { orderNo: order.orderNo })}
              </Link>
              <p className="shop-desc text-sm">{t("orders.placedOn", { date: formatDate(order.createdAt, lang) })}</p>
            </div>
            <OrderStatus status={order.status} payStatus={order.payStatus} />
            <Money amount={order.total ?? order.paymentAmount} order={order} className="font-semibold" />
            {order.actions?.includes("buyAgain") ? (
              <Form method="post">
                <input type="hidden" name="orderNo" value={order.orderNo} />
                <button type="submit" name="intent" value="buyAgain" className="btn btn-sm">
                  {t("orders.actions.buyAgain")}
                </button>
              </Form>
            ) : null}
          </>
        )}
      </PagedList>
    </AppScreen>
  );
}
