/**
 * checkout/info and checkout/submit through the upstream (docs/api.md "Cart, checkout, orders").
 * What is sent is typed by the contract the backend validates with (functions/contract).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import type { CheckoutInfoInput, CheckoutSubmitInput } from "../../../functions/contract/checkout";
import { loadPage } from "../../lib/page.server";
import { PAGE_CACHE_HEADER } from "../../lib/page-headers";
import type { Upstream } from "../../lib/upstream.server";
import { UpstreamError } from "../../lib/envelope";
import { CODE } from "../../../functions/contract/envelope";
import { choiceOf, QUERY_NAMES, type CheckoutChoice } from "./checkout-form";
import type { CallOutput } from "../../../functions/contract/calls";

/** checkout/info's answer, as the generated contract types it. */
export type CheckoutInfo = CallOutput<"checkout/info">;
export type SavedAddress = CheckoutInfo["addresses"][number];

/** What the checkout screen shows: the quote, the choices it was made for, and why a coupon did not apply. */
export type CheckoutQuote = { info: CheckoutInfo; choice: CheckoutChoice; couponError: string | null };

/**
 * What the checkout action answers: the shopper's entries or the one failure shape (conform's
 * reply), with a quote for the posted choices (null when none could be made); `requoted`: the
 * order was not placed because that quote's total differs from the one shown.
 */
export type CheckoutActionData = {
  result: SubmissionResult<string[]>;
  quote: CheckoutQuote | null;
  requoted?: boolean;
};

/** A quote for the shopper's choices; a coupon that does not apply is said beside the coupon field, the rest stands. */
export async function quoteCheckout(upstream: Upstream, slug: string, choice: CheckoutChoice): Promise<CheckoutQuote> {
  const ask = (query: CheckoutChoice) => upstream.call("checkout/info", { slug, ...query } satisfies CheckoutInfoInput);
  try {
    return { info: await ask(choice), choice, couponError: null };
  } catch (error) {
    const fields = error instanceof UpstreamError ? error.fields : undefined;
    if (fields?.couponCode && choice.couponCode) {
      const rest = { ...choice, couponCode: undefined };
      return { info: await ask(rest), choice: rest, couponError: fields.couponCode };
    }
    // An address that is no longer the shopper's (deleted in another tab): quote the default one.
    if (fields?.addressId && choice.addressId !== undefined)
      return quoteCheckout(upstream, slug, { ...choice, addressId: undefined });
    throw error;
  }
}

/**
 * Places the order in one call: the backend prices it and places it only at `shownTotal`, saving
 * the new address when `saveAddress` says so (ADR 245). The payload's type is the backend's input.
 */
export function submitCheckout(upstream: Upstream, payload: CheckoutSubmitInput) {
  return upstream.call("checkout/submit", payload);
}

/** The new quote of a submit refused because the total is not the one shown (code 42), else null. */
export function requotedInfo(error: unknown): CheckoutInfo | null {
  if (!(error instanceof UpstreamError) || error.code !== CODE.priceChanged) return null;
  const info = error.data as CheckoutInfo | null;
  return info && typeof info === "object" && typeof info.total === "number" ? info : null;
}

export async function loadCheckout(args: LoaderFunctionArgs) {
  const { upstream } = args.context;
  const slug = args.params.slug ?? "";
  const query = new URL(args.request.url).searchParams;
  const [page, quote] = await Promise.all([
    loadPage(args),
    quoteCheckout(
      upstream,
      slug,
      choiceOf((name) => query.get(name), QUERY_NAMES),
    ).catch((error) => {
      if (error instanceof UpstreamError && (error.status === 404 || error.code === 41 || error.code === 40))
        return null;
      throw error;
    }),
  ]);
  if (!quote) throw data({ page: page.data.page, status: 404 }, { status: 404 });
  // A fresh key per rendering of the form: a double submit of the same form places one order.
  return data(
    { ...page.data, ...quote, slug, idempotencyKey: crypto.randomUUID() },
    { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } },
  );
}
