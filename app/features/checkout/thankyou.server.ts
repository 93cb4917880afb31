/**
 * The thank-you page's loader and action (routes/checkout.thankyou.tsx): the order just placed,
 * read with the shopper's own credentials (session or visitor cart), and paying it here — the test
 * card gateway's form, or "Pay now" for a hosted gateway (Stripe Checkout), which answers 303 to
 * the gateway's page and comes back here (`?payment=done|cancelled`).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage } from "~/lib/page.server";
import { failureReply, formError } from "~/lib/action-failure.server";
import { withLanguage } from "~/lib/url-rules";
import { cardPaymentSchema, gatewayPaymentSchema } from "./payment-form";
import { paymentRedirect } from "./payment-redirect.server";

export async function loadThankyou(args: LoaderFunctionArgs) {
  const orderNo = (new URL(args.request.url).searchParams.get("orderNo") ?? "").slice(0, 20);
  const upstream = args.context.upstream;
  const [page, order] = await Promise.all([
    loadPage(args),
    /^\d{6,20}$/.test(orderNo) ? upstream.call("order/detail", { orderNo }).catch(() => null) : null,
  ]);
  return data({ ...page.data, orderNo, order }, page.init ?? undefined);
}

async function payOnGateway(args: ActionFunctionArgs, form: FormData) {
  const submission = parseWithZod(form, { schema: gatewayPaymentSchema });
  if (submission.status !== "success") return data({ result: formError("errors.unknown") }, { status: 422 });
  const { orderNo, paymentMethodId } = submission.value;
  const { request, context } = args;
  try {
    const returnPath = withLanguage(`/checkout/thankyou?orderNo=${orderNo}`, context.lang);
    const paid = await context.upstream.call("order/pay", { orderNo, paymentMethodId, returnPath });
    const next = paymentRedirect(paid.redirectUrl);
    // 303: the browser continues with a GET on the gateway's page, with or without JavaScript.
    return redirect(next?.kind === "gateway" ? next.url : `${new URL(request.url).pathname}?orderNo=${orderNo}`, 303);
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
}

export async function thankyouAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  if (!form.has("cardNumber")) return payOnGateway(args, form);
  const submission = parseWithZod(form, { schema: cardPaymentSchema });
  if (submission.status !== "success") return data({ result: formError("checkout.cardFormat") }, { status: 422 });
  const { orderNo, cardNumber } = submission.value;
  try {
    const paid = await context.upstream.call("order/pay", { orderNo, paymentMethodId: "card", cardNumber });
    const next = paymentRedirect(paid.redirectUrl);
    return redirect(
      next?.kind === "gateway"
        ? next.url
        : next?.kind === "shop"
          ? next.path
          : `${new URL(request.url).pathname}?orderNo=${orderNo}`,
    );
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
}
