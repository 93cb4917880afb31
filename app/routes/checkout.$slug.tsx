/**
 * Checkout: address, shipping, payment, coupon and remark in one form; totals recomputed by the
 * backend on every rendering. The form posts with an intent: "quote" re-prices it for the chosen
 * address, country and shipping method (the "Update totals" button without JavaScript, a fetcher
 * on every change with it), "place" places the order. Placing carries an idempotency key, so a
 * double submit (or a retry after a timeout) gives the same order.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import {
  loadCheckout,
  quoteCheckout,
  submitCheckout,
  type CheckoutActionData,
  type CheckoutQuote,
} from "~/lib/checkout.server";
import { failureReply } from "~/lib/action-failure.server";
import type { UpstreamError } from "~/lib/envelope";
import { checkoutSchema, choiceOf, toSubmitPayload } from "~/lib/forms/checkout";
import { checkoutFieldErrors } from "~/lib/checkout-fields";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { CheckoutScreen } from "~/components/checkout/CheckoutScreen";
import { pickedCurrency } from "~/lib/currency.server";

export const loader = (args: LoaderFunctionArgs) => loadCheckout(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.title" };

/** A quote changes nothing on the server: the page's own data (and its idempotency key) stay. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "quote" ? false : defaultShouldRevalidate;

export async function action(args: ActionFunctionArgs) {
  const { request, context, params } = args;
  const formData = await request.formData();
  const { upstream, session } = context;
  const slug = params.slug ?? "";
  const submission = parseWithZod(formData, { schema: checkoutSchema });

  if (formData.get("intent") === "quote") {
    try {
      const quote: CheckoutQuote = await quoteCheckout(
        upstream,
        slug,
        choiceOf((name) => formData.get(name)),
      );
      // The shopper's entries come back as they were (no messages yet: nothing was placed).
      const echoed: SubmissionResult<string[]> = {
        initialValue: submission.payload as SubmissionResult<string[]>["initialValue"],
      };
      return data<CheckoutActionData>({ result: echoed, quote });
    } catch (error) {
      const { result: failed, status } = failureReply(error, args);
      return data<CheckoutActionData>(
        { result: submission.reply({ formErrors: (failed.error?.[""] ?? []).slice(0, 1) }), quote: null },
        { status },
      );
    }
  }

  if (submission.status !== "success")
    return data<CheckoutActionData>({ result: submission.reply(), quote: null }, { status: 422 });
  if (!session.signedIn && !submission.value.email) {
    return data<CheckoutActionData>(
      { result: submission.reply({ fieldErrors: { email: ["validation.emailFormat"] } }), quote: null },
      { status: 422 },
    );
  }
  try {
    const { orderNo } = await submitCheckout(upstream, {
      ...toSubmitPayload(submission.value, slug),
      ...pickedCurrency(request),
    });
    const prefix = splitLanguage(new URL(request.url).pathname).prefix;
    return redirect(`${withLanguage("/checkout/thankyou", prefix)}?orderNo=${encodeURIComponent(orderNo)}`);
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    const placed = checkoutFieldErrors((error as UpstreamError).fields ?? {});
    const formErrors = placed.formErrors.length ? placed.formErrors : (failed.error?.[""] ?? []).slice(0, 1);
    return data<CheckoutActionData>(
      { result: submission.reply({ fieldErrors: placed.fieldErrors, formErrors }), quote: null },
      { status },
    );
  }
}

/** The route reads its data and hands it to the screen (which never imports the route). */
export default function CheckoutRoute() {
  return <CheckoutScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
