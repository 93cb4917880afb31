/** One order (features/orders/OrderDetailScreen.tsx): its details and the actions the backend allows. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadOrderDetail, orderDetailAction } from "~/features/orders/order-detail.server";
import { OrderDetailScreen } from "~/features/orders/OrderDetailScreen";

export const loader = (args: LoaderFunctionArgs) => loadOrderDetail(args);
export const action = (args: ActionFunctionArgs) => orderDetailAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "orders.title" };

export default function Screen() {
  return <OrderDetailScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
