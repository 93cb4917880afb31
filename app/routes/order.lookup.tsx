/**
 * A visitor looks an order up by its number and email, and may pay it if it waits for payment
 * (features/orders/OrderLookupScreen.tsx, order-lookup.server.ts); a customer's own orders are
 * under My orders.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadOrderLookup, orderLookupAction } from "~/features/orders/order-lookup.server";
import { OrderLookupScreen } from "~/features/orders/OrderLookupScreen";

export const loader = (args: LoaderFunctionArgs) => loadOrderLookup(args);
export const action = (args: ActionFunctionArgs) => orderLookupAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.lookup" };

export default function Screen() {
  return <OrderLookupScreen answer={useActionData<typeof action>()} />;
}
