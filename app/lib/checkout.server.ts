/** checkout/info and checkout/submit through the upstream (shared/API.md "Cart, checkout, orders"). */
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resolveLanguage } from "./i18n.server";
import { loadPage } from "./page.server";
import { PAGE_CACHE_HEADER } from "./page-headers";
import { getUpstream } from "./upstream.server";
import { UpstreamError } from "./envelope";
import type { CheckoutItem, CheckoutTotals } from "~/components/checkout/OrderSummary";
import type { Method } from "~/components/checkout/MethodChoice";

export type SavedAddress = { id: string | number; firstName: string; lastName: string; address: string; city: string; country: string; postalCode?: string; isDefault?: boolean };
export type CheckoutInfo = CheckoutTotals & { items: CheckoutItem[]; addresses: SavedAddress[]; shippingMethods: Method[]; paymentMethods: Method[] };

export async function loadCheckout(args: LoaderFunctionArgs) {
  const lang = await resolveLanguage(args.request);
  const upstream = getUpstream(args.context, { request: args.request, lang });
  const slug = args.params.slug ?? "";
  const [page, info] = await Promise.all([
    loadPage(args),
    upstream.call<CheckoutInfo>("checkout/info", { slug }).catch((error) => {
      if (error instanceof UpstreamError && (error.status === 404 || error.code === 41 || error.code === 40)) return null;
      throw error;
    }),
  ]);
  if (!info) throw data({ page: page.data.page, status: 404 }, { status: 404 });
  // A fresh key per rendering of the form: a double submit of the same form places one order.
  return data({ ...page.data, info, slug, idempotencyKey: crypto.randomUUID() }, { headers: { [PAGE_CACHE_HEADER]: "private, no-store" } });
}
