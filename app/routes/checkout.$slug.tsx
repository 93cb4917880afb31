/**
 * Checkout: address, shipping, payment, coupon and remark in one form; totals recomputed by the
 * backend on every rendering. The form posts with an intent (features/checkout/checkout-action.server.ts):
 * "quote" re-prices it for the chosen address, country, shipping method and coupon (the "Update
 * totals" and coupon buttons without JavaScript, a fetcher with it), "removeCoupon" re-prices it
 * without the coupon, "place" places the order at the total shown. Placing carries an idempotency
 * key, so a double submit (or a retry after a timeout) gives the same order.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadCheckout } from "~/features/checkout/checkout.server";
import { checkoutAction } from "~/features/checkout/checkout-action.server";
import { CheckoutScreen } from "~/features/checkout/CheckoutScreen";

export const loader = (args: LoaderFunctionArgs) => loadCheckout(args);
export const action = (args: ActionFunctionArgs) => checkoutAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.title" };

/** A quote changes nothing on the server: the page's own data (and its idempotency key) stay. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "quote" || formData?.get("intent") === "removeCoupon" ? false : defaultShouldRevalidate;

/** The route reads its data and hands it to the screen (which never imports the route). */
export default function CheckoutRoute() {
  return <CheckoutScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
