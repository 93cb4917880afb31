/** The customer's orders (features/orders/OrderListScreen.tsx): tabs by status, pages, Buy again. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadOrderListPage, orderListAction } from "~/features/orders/order-list.server";
import { OrderListScreen } from "~/features/orders/OrderListScreen";

export const loader = (args: LoaderFunctionArgs) => loadOrderListPage(args);
export const action = (args: ActionFunctionArgs) => orderListAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "orders.title" };

export default function Screen() {
  return <OrderListScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
