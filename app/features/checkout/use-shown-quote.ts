/**
 * The quote the checkout shows: the newest of the page's own (the loader's, for the URL's
 * choices), the action's answer (a post without JavaScript, or a refused "Place order") and the
 * screen's fetcher (a change or a coupon with JavaScript). Newest, not "the fetcher's if any": a
 * fetcher's answer outlives a later navigation, and preferring it showed (and charged) a total
 * that no longer matched the form.
 */
import { useState } from "react";
import type { CheckoutActionData, CheckoutQuote } from "~/features/checkout/checkout.server";

type Seen = {
  answer: CheckoutActionData | undefined;
  fetched: CheckoutActionData | undefined;
  search: string;
  quote: CheckoutQuote;
};

/** `search`: the page's query; a new one (a link with `?coupon=`) means the loader's quote is the newest. */
export function useShownQuote(
  loaded: CheckoutQuote,
  answer: CheckoutActionData | undefined,
  fetched: CheckoutActionData | undefined,
  search: string,
): CheckoutQuote {
  const [seen, setSeen] = useState<Seen>(() => ({ answer, fetched, search, quote: answer?.quote ?? loaded }));
  let next = seen;
  if (search !== next.search) next = { ...next, search, quote: loaded };
  if (answer !== next.answer) next = { ...next, answer, quote: answer?.quote ?? next.quote };
  if (fetched !== next.fetched) next = { ...next, fetched, quote: fetched?.quote ?? next.quote };
  // Updating state while rendering is React's way to derive it from changed inputs without a stale frame.
  if (next !== seen) setSeen(next);
  return next.quote;
}
