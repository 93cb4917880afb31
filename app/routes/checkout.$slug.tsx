/**
 * Checkout: address, shipping, payment, coupon and remark in one form; totals recomputed by the
 * backend on every rendering. Placing the order carries an idempotency key, so a double submit
 * (or a retry after a timeout) gives the same order.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadCheckout } from "~/lib/checkout.server";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { describeFailure } from "~/lib/action-failure.server";
import { checkoutSchema, toSubmitPayload } from "~/lib/forms/checkout";
import { readCookie, SESSION_COOKIE } from "~/lib/cookies";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { CheckoutScreen } from "~/components/checkout/CheckoutScreen";
import { pickedCurrency } from "~/lib/currency.server";

export const loader = (args: LoaderFunctionArgs) => loadCheckout(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.title" };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: checkoutSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), failure: null }, { status: 422 });
  const signedIn = !!readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (!signedIn && !submission.value.email) {
    return data({ result: submission.reply({ fieldErrors: { email: ["validation.emailFormat"] } }), failure: null }, { status: 422 });
  }
  const lang = await resolveLanguage(request);
  try {
    const { orderNo } = await getUpstream(context, { request, lang }).call<{ orderNo: string }>(
      "checkout/submit",
      { ...toSubmitPayload(submission.value, params.slug ?? ""), ...pickedCurrency(request) },
    );
    const prefix = splitLanguage(new URL(request.url).pathname).prefix;
    return redirect(`${withLanguage("/checkout/thankyou", prefix)}?orderNo=${encodeURIComponent(orderNo)}`);
  } catch (error) {
    const described = describeFailure(error, request, context.cloudflare?.env);
    if ("redirect" in described) return described.redirect;
    const { failure, status } = described;
    const fieldErrors: Record<string, string[]> = Object.fromEntries(Object.entries(failure.fields).map(([name, message]) => [name, [message]]));
    return data({ result: submission.reply({ fieldErrors, formErrors: [failure.message] }), failure }, { status });
  }
}

export default CheckoutScreen;
