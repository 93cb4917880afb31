/**
 * The priced checkout both checkout/info and checkout/submit work from: the destination picks the
 * shipping methods, the chosen method its fee, the coupon its discount. Problems with a choice
 * the shopper made come back as field messages; problems with the checkout itself as notices.
 */
import type { ShopContext } from "../kernel/http/context";
import { subtotalOf } from "../cart";
import { judgeCoupon, shippingOptions, totalsOf, type ShippingOption, type Totals } from "./pricing";
import type { CheckoutState } from "./state";

export type Quote = Totals & {
  currency: string;
  shippingMethods: ShippingOption[];
  shippingMethodId: string | null;
  coupon: { id: number; code: string } | null;
  /** Field name → message for choices that cannot be honoured. */
  fields: Record<string, string>;
};

export function quote(
  ctx: ShopContext,
  state: CheckoutState,
  choice: { country: string | null; shippingMethodId?: string; couponCode?: string },
): Quote {
  // One currency per order: the lines, shipping fees and coupon were converted into it (ADR 210).
  const currency = state.currency;
  const subtotal = subtotalOf(state.lines);
  const fields: Record<string, string> = {};
  const shippingMethods = shippingOptions(state.shipping, choice.country, subtotal);
  let shipping: ShippingOption | null = shippingMethods[0] ?? null;
  if (choice.shippingMethodId) {
    shipping = shippingMethods.find((method) => method.id === choice.shippingMethodId) ?? null;
    if (!shipping) fields.shippingMethodId = ctx.t("shippingUnavailable");
  }
  let coupon: Quote["coupon"] = null;
  let discount = 0;
  if (choice.couponCode) {
    const verdict = judgeCoupon(state.coupon, {
      subtotal,
      currency,
      signedIn: state.customerId !== null,
      now: new Date().toISOString(),
    });
    if (verdict.ok) {
      coupon = { id: verdict.couponId, code: verdict.code };
      discount = verdict.discount;
    } else {
      fields.couponCode = ctx.t(verdict.message, ...verdict.params);
    }
  }
  return {
    ...totalsOf(subtotal, shipping?.fee ?? 0, discount),
    currency,
    shippingMethods,
    shippingMethodId: shipping?.id ?? null,
    coupon,
    fields,
  };
}
