/**
 * The checkout form's action, one intent per button. Every answer carries the shopper's entries
 * back (conform's reply) and a quote for the posted choices, so without JavaScript no button
 * clears the address or puts the shipping method back to its default:
 * - "quote" ("Update totals", and the coupon box's Apply: the box's code is the coupon) and
 *   "removeCoupon" re-price the form and change nothing on the server;
 * - "place" is ONE checkout/submit call (docs/decisions/212, 245) carrying the total the shopper
 *   was shown (`shownTotal`) and "Save this address": the backend prices the order and, if the
 *   posted choices no longer give that total, places nothing and answers the new quote (code 42),
 *   which the page shows with a message (409); a coupon in the box that does not apply is refused
 *   beside the box. Otherwise the order is placed at the total shown, and a signed-in shopper's
 *   new address goes to the address book in the same call when asked.
 */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "../../lib/action-failure.server";
import { checkoutFieldErrors } from "./checkout-fields";
import {
  quoteCheckout,
  requotedInfo,
  submitCheckout,
  type CheckoutActionData,
  type CheckoutQuote,
} from "./checkout.server";
import { pickedCurrency } from "../../lib/currency.server";
import { UpstreamError } from "../../lib/envelope";
import { checkoutSchema, choiceOf, toSubmitPayload, type CheckoutChoice, type CheckoutForm } from "./checkout-form";
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

/** The total the shopper was shown, in minor units; null when missing or malformed (an empty total is not 0: a free order would pass). */
export function shownTotalOf(formData: FormData): number | null {
  const sent = formData.get("shownTotal");
  return typeof sent === "string" && /^\d{1,15}$/.test(sent) ? Number(sent) : null;
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
  try {
    // One call (ADR 245): the backend prices the order and places it only at the total shown.
    const { orderNo } = await submitCheckout(upstream, {
      ...toSubmitPayload(submission.value, slug),
      ...pickedCurrency(request),
      // A post without the total shown (not from this page) is always asked again (null).
      shownTotal: shownTotalOf(formData),
      saveAddress: session.signedIn && formData.getAll("saveAddress").includes("yes"),
    });
    const prefix = splitLanguage(new URL(request.url).pathname).prefix;
    return redirect(`${withLanguage("/checkout/thankyou", prefix)}?orderNo=${encodeURIComponent(orderNo)}`);
  } catch (error) {
    const requoted = requotedInfo(error);
    // Nothing placed: the page shows the new quote and "The total has changed…" beside the button.
    if (requoted)
      return data<CheckoutActionData>(
        {
          result: submission.reply({ formErrors: ["checkout.totalChanged"] }),
          quote: { info: requoted, choice, couponError: null },
          requoted: true,
        },
        { status: 409 },
      );
    // Below, nothing was placed: the page asks for a quote of its own to show beside the message.
    const couponError = error instanceof UpstreamError && choice.couponCode ? error.fields?.couponCode : undefined;
    if (couponError) {
      const quote = await quoteOrNull(args, slug, { ...choice, couponCode: undefined });
      return data<CheckoutActionData>(
        {
          result: submission.reply({
            fieldErrors: { couponCode: [couponError] },
            formErrors: ["checkout.couponNotApplied"],
          }),
          quote: quote && { ...quote, couponError },
        },
        { status: 422 },
      );
    }
    const { result: failed, status } = failureReply(error, args);
    const placed = checkoutFieldErrors((error as UpstreamError).fields ?? {});
    const formErrors = placed.formErrors.length ? placed.formErrors : (failed.error?.[""] ?? []).slice(0, 1);
    return data<CheckoutActionData>(
      {
        result: submission.reply({ fieldErrors: placed.fieldErrors, formErrors }),
        quote: await quoteOrNull(args, slug, choice),
      },
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
