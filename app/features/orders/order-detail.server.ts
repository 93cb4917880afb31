/**
 * One order's loader and action (routes/user.order.$slug.tsx): the order, and its actions — pay
 * (a hosted gateway's page, or what an offline method asks next), cancel (asked first), confirm
 * receipt, buy again, and the after-sales application and refund request forms.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply, formError } from "~/lib/action-failure.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { loadAccountPage } from "~/features/account/account-data.server";
import { buyAgain } from "~/features/cart/buy-again.server";
import { paymentRedirect } from "~/features/checkout/payment-redirect.server";
import { orderRefundAction, returnApplyAction } from "~/features/returns/return-apply.server";
import { orderActionSchema } from "./order-action-form";

export const loadOrderDetail = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call("order/detail", { orderNo: args.params.slug ?? "" }));

export async function orderDetailAction(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const formData = await request.formData();
  const asked = formData.get("intent");
  if (asked === "quote" || asked === "apply") return returnApplyAction(args, formData);
  if (asked === "refund") return orderRefundAction(args, formData);
  const submission = parseWithZod(formData, { schema: orderActionSchema });
  if (submission.status !== "success") {
    const cardProblem = submission.error?.cardNumber?.[0];
    return data(
      { result: formError(cardProblem ?? "errors.unknown"), notice: null, confirming: false },
      { status: 422 },
    );
  }
  const intent = submission.value;
  if (intent.intent === "cancel" && intent.confirmed !== "yes") return { notice: null, confirming: true };
  const { upstream, lang } = context;
  const orderNo = params.slug ?? "";
  // A redirect to follow (the cart after Buy again, a payment gateway's page), thrown below.
  let leaveTo: Response | null = null;
  // An offline method (bank transfer, cash on delivery) answers what the shopper does next.
  let offline: { methodId: string; instructions: string | null } | null = null;
  try {
    if (intent.intent === "buyAgain") leaveTo = await buyAgain(upstream, request, orderNo);
    else if (intent.intent === "pay") {
      // A hosted gateway sends the shopper back to this order, under their language's prefix.
      const returnPath = withLanguage(splitLanguage(new URL(request.url).pathname).path, lang);
      const paid = await upstream.call("order/pay", {
        orderNo,
        paymentMethodId: intent.paymentMethodId,
        cardNumber: intent.cardNumber,
        returnPath,
      });
      // A hosted gateway continues on its own page (303: a GET there, with or without JavaScript); its webhook settles the order.
      const next = paymentRedirect(paid.redirectUrl);
      if (next?.kind === "gateway") leaveTo = redirect(next.url, 303);
      else if (paid.status === "unpaid")
        offline = { methodId: intent.paymentMethodId, instructions: paid.instructions ?? null };
    } else {
      await upstream.call(intent.intent === "cancel" ? "order/cancel" : "order/confirmReceipt", { orderNo });
    }
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result, notice: null, confirming: false }, { status });
  }
  if (leaveTo) throw leaveTo;
  if (offline) return { notice: null, confirming: false, offline };
  return { notice: "orders.done", confirming: false };
}
