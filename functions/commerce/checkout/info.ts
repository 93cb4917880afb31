/**
 * checkout/info: the checkout priced afresh from the server's own tables at every step — the
 * destination (a saved address or the country typed so far) picks the shipping methods, the
 * chosen method its fee, the coupon code its discount.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { Code, invalidInput, ShopError } from "../kernel/http/envelope";
import { line } from "../cart";
import { savedAddress } from "../accounts";
import { checkoutInfoInput } from "../../contract/checkout";
import { quote } from "./quote";
import { loadCheckout, type CheckoutState } from "./state";
import type { ShopContext } from "../kernel/http/context";

const method = z.object({ id: z.string(), name: z.string(), description: z.string() });

export const checkoutInfo = z.object({
  slug: z.string(),
  items: z.array(line),
  addresses: z.array(savedAddress),
  /** The saved address the totals were worked out for, if any. */
  addressId: z.number().int().nullable(),
  /** The signed-in customer's email; visitors give theirs at submit. */
  email: z.string().nullable(),
  shippingMethods: z.array(method.extend({ fee: z.number().int(), currency: z.string() })),
  shippingMethodId: z.string().nullable(),
  paymentMethods: z.array(method),
  couponCode: z.string().nullable(),
  subtotal: z.number().int(),
  shippingFee: z.number().int(),
  couponDiscount: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  /** "Shipping method is not available." / "No payment method available." when none applies. */
  notices: z.object({ shipping: z.string().nullable(), payment: z.string().nullable() }),
});

export type CheckoutInfo = z.infer<typeof checkoutInfo>;

/**
 * The checkout priced for a destination (a saved address, else a country, else the default
 * address) and a shipping method: checkout/info's answer, and the new quote checkout/submit
 * answers when the total is not the one shown. A method that no longer applies falls back to the
 * first that does; a coupon that does not apply is code 40 `fields.couponCode`.
 */
export function priceCheckout(
  ctx: ShopContext,
  state: CheckoutState,
  input: Omit<z.output<typeof checkoutInfoInput>, "slug">,
): CheckoutInfo {
  const chosen = input.addressId
    ? state.addresses.find((address) => address.id === input.addressId)
    : input.country
      ? undefined
      : state.addresses[0];
  if (input.addressId && !chosen) throw invalidInput({ addressId: ctx.t("addressUnknown") });
  const country = chosen?.country.toUpperCase() ?? input.country?.toUpperCase() ?? null;
  let priced = quote(ctx, state, { country, shippingMethodId: input.shippingMethodId, couponCode: input.couponCode });
  // A method that no longer applies (new destination, new subtotal) falls back to the first that does.
  if (priced.fields.shippingMethodId) priced = quote(ctx, state, { country, couponCode: input.couponCode });
  if (priced.fields.couponCode) throw invalidInput({ couponCode: priced.fields.couponCode });
  return {
    slug: state.checkout.slug,
    items: state.lines,
    addresses: state.addresses,
    addressId: chosen?.id ?? null,
    email: state.email,
    shippingMethods: priced.shippingMethods,
    shippingMethodId: priced.shippingMethodId,
    paymentMethods: state.payment,
    couponCode: priced.coupon?.code ?? null,
    subtotal: priced.subtotal,
    shippingFee: priced.shippingFee,
    couponDiscount: priced.couponDiscount,
    total: priced.total,
    currency: priced.currency,
    notices: {
      shipping: priced.shippingMethods.length ? null : ctx.t("shippingUnavailable"),
      payment: state.payment.length ? null : ctx.t("paymentUnavailable"),
    },
  };
}

export const checkoutInfoCall = defineCall({
  path: "checkout/info",
  summary: "The checkout with addresses, shipping and payment methods and totals, recomputed on the server",
  tag: "checkout",
  input: checkoutInfoInput,
  output: checkoutInfo,
  handle: async (ctx, input) => {
    const state = await loadCheckout(ctx, input.slug, { couponCode: input.couponCode });
    if (!state.checkout) throw new ShopError(Code.fullFailure, "checkoutExpired", 400);
    return priceCheckout(ctx, state, input);
  },
});
