/** checkout/info and checkout/submit through the upstream (shared/API.md "Cart, checkout, orders"). */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveLanguage } from "./language.server";
import { loadPage } from "./page.server";
import { PAGE_CACHE_HEADER } from "./page-headers";
import { getUpstream } from "./upstream.server";
import { UpstreamError } from "./envelope";
import type { CheckoutItem, CheckoutTotals } from "~/components/checkout/OrderSummary";
import type { Method } from "~/components/checkout/MethodChoice";

export type SavedAddress = { id: string | number; firstName: string; lastName: string; address: string; city: string; country: string; postalCode?: string; isDefault?: boolean };
export type CheckoutInfo = CheckoutTotals & {
  items: CheckoutItem[];
  addresses: SavedAddress[];
  shippingMethods: Method[];
  shippingMethodId?: string | null;
  paymentMethods: Method[];
  couponCode?: string | null;
};

/** The quote the URL asks for: `?coupon=&shipping=&country=` (a GET form, so it works without JavaScript). */
function quoteOf(url: URL) {
  const pick = (name: string, pattern: RegExp) => {
    const value = url.searchParams.get(name)?.trim();
    return value && pattern.test(value) ? value : undefined;
  };
  return { couponCode: pick("coupon", /^[\w-]{1,40}$/), shippingMethodId: pick("shipping", /^[\w-]{1,40}$/), country: pick("country", /^[A-Z]{2}$/) };
}

export async function loadCheckout(args: LoaderFunctionArgs) {
  const lang = await resolveLanguage(args.request);
  const upstream = getUpstream(args.context, { request: args.request, lang });
  const slug = args.params.slug ?? "";
  const quote = quoteOf(new URL(args.request.url));
  let couponError: string | null = null;
  const info = async () => {
    try {
      return await upstream.call<CheckoutInfo>("checkout/info", { slug, ...quote });
    } catch (error) {
      // A coupon that does not apply is said beside the coupon field; the rest of the quote stands.
      const message = error instanceof UpstreamError ? error.fields?.couponCode : undefined;
      if (!message || !quote.couponCode) throw error;
      couponError = message;
      return upstream.call<CheckoutInfo>("checkout/info", { slug, ...quote, couponCode: undefined });
    }
  };
  const [page, answer] = await Promise.all([
    loadPage(args),
    info().catch((error) => {
      if (error instanceof UpstreamError && (error.status === 404 || error.code === 41 || error.code === 40)) return null;
      throw error;
    }),
  ]);
  if (!answer) throw data({ page: page.data.page, status: 404 }, { status: 404 });
  // A fresh key per rendering of the form: a double submit of the same form places one order.
  return data({ ...page.data, info: answer, couponError: couponError as string | null, slug, idempotencyKey: crypto.randomUUID() }, { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } });
}
