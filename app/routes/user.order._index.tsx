/**
 * The customer's orders, filtered by status (unpaid is a tab of its own), with paging links, the
 * unpaid reminder, and Buy again on finished orders — every control a plain link or form.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadAccountPage } from "~/features/account/account-data.server";
import { failureReply, formError } from "~/lib/action-failure.server";
import { formErrorsOf } from "~/lib/forms/form-errors";
import { FormMessage } from "~/components/ui/FormMessage";
import { loadOrderList } from "~/features/account/account-screens.server";
import { buyAgain } from "~/features/cart/buy-again.server";
import { buyAgainSchema } from "~/features/orders/order-action-form";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { Money } from "~/components/ui/Money";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { Pagination } from "~/components/ui/Pagination";
import { OrderStatus } from "~/features/account/OrderStatus";
import { StatusTabs, useStatusFilter } from "~/features/account/StatusTabs";
import { formatDate } from "../../functions/contract/dates";
import { UnpaidReminder } from "~/features/orders/UnpaidReminder";

const STATUSES = ["unpaid", "in_progress", "completed", "cancelled", "pending_cancellation"] as const;

export async function loader(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const status = STATUSES.find((value) => value === search.get("status"));
  const page = Math.max(1, Number(search.get("page")) || 1);
  return loadAccountPage(args, (upstream) => loadOrderList(upstream, { status, page }));
}
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "orders.title" };

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const submission = parseWithZod(await request.formData(), { schema: buyAgainSchema });
  if (submission.status !== "success") return data({ result: formError("errors.unknown") }, { status: 422 });
  let toCart: Response;
  try {
    toCart = await buyAgain(context.upstream, request, submission.value.orderNo);
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
  throw toCart;
}

export default function Screen() {
  const { screen } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  const { current, hrefFor } = useStatusFilter();
  return (
    <AppScreen titleKey="orders.title">
      {current !== "unpaid" ? <UnpaidReminder count={screen.unpaidCount} /> : null}
      <FormMessage errors={formErrorsOf(result)} className="mt-4" />
      <StatusTabs
        statuses={STATUSES}
        label={t("orders.title")}
        labelFor={(status) =>
          status === "unpaid" ? t("orders.payStatus.unpaid") : status ? t(`orders.status.${status}`) : t("orders.all")
        }
      />
      {screen.list.length === 0 ? <p className="shop-desc mt-6">{t("orders.empty")}</p> : null}
      <ul className="mt-4 divide-y divide-base-300">
        {screen.list.map((order) => (
          <li key={order.orderNo} className="flex flex-wrap items-center justify-between gap-3 py-4">
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
          </li>
        ))}
      </ul>
      <Pagination
        page={screen.page}
        pages={Math.max(1, Math.ceil(screen.total / screen.pageSize))}
        hrefFor={(page) => hrefFor({ page })}
      />
    </AppScreen>
  );
}
