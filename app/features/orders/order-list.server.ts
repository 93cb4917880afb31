/**
 * The order list's loader and action (routes/user.order._index.tsx): one page of the shopper's
 * orders for the status in the address (with the unpaid reminder's count), and Buy again, which
 * puts a finished order's items back in the cart and goes there.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadAccountPage } from "~/features/account/account-data.server";
import { loadOrderList } from "~/features/account/account-screens.server";
import { buyAgain } from "~/features/cart/buy-again.server";
import { failureReply, formError } from "~/lib/action-failure.server";
import { buyAgainSchema } from "./order-action-form";
import { ORDER_LIST_STATUSES } from "./order-list-statuses";

export function loadOrderListPage(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const status = ORDER_LIST_STATUSES.find((value) => value === search.get("status"));
  const page = Math.max(1, Number(search.get("page")) || 1);
  return loadAccountPage(args, (upstream) => loadOrderList(upstream, { status, page }));
}

export async function orderListAction(args: ActionFunctionArgs) {
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
