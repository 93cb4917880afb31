/**
 * The order lookup's loader and action (routes/order.lookup.tsx): a visitor looks an order up by
 * its number and the email it was placed with (order/lookup), and may pay it if it waits for
 * payment. Nothing identifying goes in the URL: the result is the action's answer.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage } from "~/lib/page.server";
import { PAGE_CACHE_HEADER } from "~/lib/page-headers";
import { failureReply } from "~/lib/action-failure.server";
import { paymentRedirect } from "~/features/checkout/payment-redirect.server";
import { lookupIntentSchema, orderLookupSchema } from "./order-lookup-form";
import type { ShopperOrder } from "./OrderDetail";

export async function loadOrderLookup(args: LoaderFunctionArgs) {
  const page = await loadPage(args);
  return data(page.data, { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } });
}

/** `offline`: paid with an offline method, so nothing is paid yet: what the shopper does next. */
export type OrderLookupAnswer = {
  result: SubmissionResult<string[]>;
  order: ShopperOrder | null;
  email: string;
  paid: boolean;
  offline?: { methodId: string; instructions: string | null };
};

export async function orderLookupAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: lookupIntentSchema });
  const upstream = context.upstream;
  const find = (orderNo: string, email: string) => upstream.call("order/lookup", { orderNo, email });
  if (submission.status !== "success") {
    // A card number of the wrong shape keeps the order on screen with the card's message.
    const paying =
      form.get("intent") === "pay"
        ? orderLookupSchema.safeParse({ intent: "lookup", orderNo: form.get("orderNo"), email: form.get("email") })
        : null;
    const order = paying?.success ? await find(paying.data.orderNo, paying.data.email).catch(() => null) : null;
    const formErrors = order ? [submission.error?.cardNumber?.[0] ?? "errors.unknown"] : undefined;
    return data<OrderLookupAnswer>(
      {
        result: submission.reply({ formErrors, hideFields: ["cardNumber"] }),
        order,
        email: paying?.data?.email ?? "",
        paid: false,
      },
      { status: 422 },
    );
  }
  const input = submission.value;
  try {
    let offline: OrderLookupAnswer["offline"];
    if (input.intent === "pay") {
      const paid = await upstream.call("order/pay", {
        orderNo: input.orderNo,
        email: input.email,
        paymentMethodId: input.paymentMethodId,
        cardNumber: input.cardNumber,
      });
      // A hosted gateway continues on its own page; its webhook settles the order.
      const next = paymentRedirect(paid.redirectUrl);
      // 303: the browser follows with a GET to the gateway's page (works without JavaScript).
      if (next?.kind === "gateway") return redirect(next.url, 303);
      if (paid.status === "unpaid")
        offline = { methodId: input.paymentMethodId, instructions: paid.instructions ?? null };
    }
    const order = await find(input.orderNo, input.email);
    return data<OrderLookupAnswer>({
      result: submission.reply({ hideFields: ["cardNumber"] }),
      order,
      email: input.email,
      paid: input.intent === "pay" && !offline,
      offline,
    });
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    // A failed payment keeps the order on screen with the reason; a failed lookup says "not found".
    const order = input.intent === "pay" ? await find(input.orderNo, input.email).catch(() => null) : null;
    const formErrors = order ? (failed.error?.[""] ?? []).slice(0, 1) : ["orders.lookupNotFound"];
    return data<OrderLookupAnswer>(
      { result: submission.reply({ formErrors, hideFields: ["cardNumber"] }), order, email: input.email, paid: false },
      { status },
    );
  }
}
