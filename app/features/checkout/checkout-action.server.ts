/**
 * The checkout form's action, one intent per button. Every answer carries the shopper's entries
 * back (conform's reply) and a quote for the posted choices, so without JavaScript no button
 * clears the address or puts the shipping method back to its default:
 * - "quote" ("Update totals", and the coupon box's Apply: the box's code is the coupon) and
 *   "removeCoupon" re-price the form and change nothing on the server;
 * - "place" re-prices first (docs/decisions/212): if the posted choices no longer give the total
 *   the shopper was shown (`shownTotal`), or the coupon in the box does not apply, nothing is
 *   placed and the page shows the new quote with a message. Otherwise the order is placed at the
 *   total shown, and a signed-in shopper's new address goes to the address book when asked.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "../../lib/action-failure.server";
import { checkoutFieldErrors } from "./checkout-fields";
import { quoteCheckout, submitCheckout, type CheckoutActionData, type CheckoutQuote } from "./checkout.server";
import { pickedCurrency } from "../../lib/currency.server";
import type { UpstreamError } from "../../lib/envelope";
import { checkoutSchema, choiceOf, toSubmitPayload, type CheckoutChoice, type CheckoutForm } from "./checkout-form";
import { saveCheckoutAddress } from "./checkout-address.server";
import { splitLanguage, withLanguage } from "../../lib/url-rules";

type Posted = { formData: FormData; slug: string; submission: Submission<CheckoutForm, string[]> };

/** The shopper's entries as they were, with no message: nothing was placed. */
const echoed = (payload: Record<string, unknown>): SubmissionResult<string[]> => ({
  initialValue: payload as SubmissionResult<string[]>["initialValue"],
});

/** A quote for the posted choices, or null when the checkout itself is gone (its failure is said elsewhere). */
async function quoteOrNull(args: ActionFunctionArgs, slug: string, choice: CheckoutChoice) {
  return quoteCheckout(args.context.upstream, slug, choice).catch(() => null);
}

async function answerQuote(args: ActionFunctionArgs, { formData, slug, submission }: Posted, remove: boolean) {
  const choice = choiceOf((name) => formData.get(name));
  try {
    const quote: CheckoutQuote = await quoteCheckout(
      args.context.upstream,
      slug,
      remove ? { ...choice, couponCode: undefined } : choice,
    );
    const payload = remove ? { ...submission.payload, couponCode: "" } : submission.payload;
    return data<CheckoutActionData>({ result: echoed(payload), quote });
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    return data<CheckoutActionData>(
      { result: submission.reply({ formErrors: (failed.error?.[""] ?? []).slice(0, 1) }), quote: null },
      { status },
    );
  }
}

/** The posted choices priced differently from what was shown: a different total, or a shipping method no longer offered. */
export function quoteChanged(quote: CheckoutQuote, formData: FormData): boolean {
  const sent = formData.get("shownTotal");
  // Minor units, digits only: a missing or empty total is not 0 (a free order would pass).
  const shown = typeof sent === "string" && /^\d{1,15}$/.test(sent) ? Number(sent) : null;
  const shipping = formData.get("shippingMethodId");
  return (
    shown !== quote.info.total ||
    (typeof shipping === "string" && shipping !== "" && shipping !== quote.info.shippingMethodId)
  );
}

async function answerPlace(args: ActionFunctionArgs, { formData, slug, submission }: Posted) {
  const { request, context } = args;
  const { upstream, session } = context;
  const choice = choiceOf((name) => formData.get(name));
  if (submission.status !== "success")
    return data<CheckoutActionData>(
      { result: submission.reply(), quote: await quoteOrNull(args, slug, choice) },
      { status: 422 },
    );
  if (!session.signedIn && !submission.value.email) {
    return data<CheckoutActionData>(
      {
        result: submission.reply({ fieldErrors: { email: ["validation.emailFormat"] } }),
        quote: await quoteOrNull(args, slug, choice),
      },
      { status: 422 },
    );
  }
  let quote: CheckoutQuote | null = null;
  try {
    quote = await quoteCheckout(upstream, slug, choice);
    if (quote.couponError)
      return data<CheckoutActionData>(
        {
          result: submission.reply({
            fieldErrors: { couponCode: [quote.couponError] },
            formErrors: ["checkout.couponNotApplied"],
          }),
          quote,
        },
        { status: 422 },
      );
    // A saved address that is no longer the shopper's was quoted as the default one: placing
    // goes on, so the backend's refusal names the address rather than a changed total.
    const addressGone = choice.addressId !== undefined && quote.choice.addressId !== choice.addressId;
    if (!addressGone && quoteChanged(quote, formData))
      return data<CheckoutActionData>(
        { result: submission.reply({ formErrors: ["checkout.totalChanged"] }), quote, requoted: true },
        { status: 409 },
      );
    const { orderNo } = await submitCheckout(upstream, {
      ...toSubmitPayload(submission.value, slug),
      ...pickedCurrency(request),
    });
    if (session.signedIn && formData.getAll("saveAddress").includes("yes"))
      await saveCheckoutAddress(upstream, submission.value, quote.info.addresses);
    const prefix = splitLanguage(new URL(request.url).pathname).prefix;
    return redirect(`${withLanguage("/checkout/thankyou", prefix)}?orderNo=${encodeURIComponent(orderNo)}`);
  } catch (error) {
    const { result: failed, status } = failureReply(error, args);
    const placed = checkoutFieldErrors((error as UpstreamError).fields ?? {});
    const formErrors = placed.formErrors.length ? placed.formErrors : (failed.error?.[""] ?? []).slice(0, 1);
    return data<CheckoutActionData>(
      { result: submission.reply({ fieldErrors: placed.fieldErrors, formErrors }), quote },
      { status },
    );
  }
}

export async function checkoutAction(args: ActionFunctionArgs) {
  const formData = await args.request.formData();
  const posted: Posted = {
    formData,
    slug: args.params.slug ?? "",
    submission: parseWithZod(formData, { schema: checkoutSchema }),
  };
  const intent = formData.get("intent");
  if (intent === "quote" || intent === "removeCoupon") return answerQuote(args, posted, intent === "removeCoupon");
  return answerPlace(args, posted);
}
