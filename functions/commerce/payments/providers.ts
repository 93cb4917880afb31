/**
 * Payment providers: how an order with a given payment method gets paid (ADR 015). Each provider
 * serves one payment_methods row and is found in a registry keyed by that row's id:
 *
 * - `createPayment` starts paying one order: settle now (test card), wait for the operator
 *   (bank transfer, cash on delivery: admin/order/markPaid), or send the shopper to the
 *   gateway's own page (`redirect`), whose result comes back later.
 * - `handleWebhook` (gateways only) verifies a notification the gateway sent to
 *   POST /api/web/payment/webhook/<methodId> — its signature, with the provider's own secret — and
 *   says what happened to which order (paid, failed, refunded) with what amount;
 *   orders/payment-webhook.ts then applies it once per event id.
 * - `refund` gives money back (ADR 141): a gateway refunds through its API and confirms later by
 *   webhook (`pending`); offline methods answer `manual`: the operator pays it out and records it.
 *
 * The test card gateway is test-only: it accepts card numbers in the clear and marks orders paid
 * without moving money, so it exists only where `developmentFeatures(env)` holds (ENVIRONMENT
 * "development" or "test"); production has no switch that turns it on.
 */
import { developmentFeatures } from "../../contract/environment";
import { stripeProvider } from "./stripe/provider";

// The shapes live in their own module so a provider (stripe/) can import them without importing
// this registry, which imports every provider.
export type {
  PaymentNotice,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  RefundOrder,
  RefundOutcome,
} from "./provider-types";
import type { PaymentProvider } from "./provider-types";

/** Test card numbers (see docs/api.md): the first succeeds, the second is declined. */
export const TEST_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

const offline = (methodId: string): PaymentProvider => ({
  methodId,
  testOnly: false,
  manualRefunds: true,
  available: () => true,
  createPayment: async () => ({ result: "pending" }),
  refund: async () => ({ result: "manual" }),
});

export const testCardGateway: PaymentProvider = {
  methodId: "card",
  testOnly: true,
  available: (env) => developmentFeatures(env),
  createPayment: async ({ cardNumber, orderNo }) => {
    const digits = (cardNumber ?? "").replace(/[\s-]/g, "");
    if (!digits) return { result: "needsCard" };
    return digits === TEST_CARDS.success ? { result: "paid", reference: `test-${orderNo}` } : { result: "declined" };
  },
  // No money moved when it was paid, so none moves back: recorded as refunded at once.
  refund: async (_order, _amount, idempotencyKey) => ({
    result: "refunded",
    reference: `test-refund-${idempotencyKey}`,
  }),
};

const registry = new Map<string, PaymentProvider>();

/** Adds (or replaces) the provider of one payment method; a real gateway module calls this once. */
export function registerProvider(provider: PaymentProvider): void {
  registry.set(provider.methodId, provider);
}

for (const provider of [testCardGateway, offline("bank-transfer"), offline("cash-on-delivery"), stripeProvider])
  registerProvider(provider);

/** The provider of a payment method, or null when there is none or it is switched off here. */
export function paymentProvider(methodId: string, env: Env): PaymentProvider | null {
  const provider = registry.get(methodId);
  return provider && provider.available(env) ? provider : null;
}

/** Whether the shop itself pays refunds of this payment method out (bank transfer, cash). */
export const refundsByHand = (methodId: string) => registry.get(methodId)?.manualRefunds === true;
export const manualRefundMethods = () =>
  [...registry.values()].filter((provider) => provider.manualRefunds).map((provider) => provider.methodId);

/** Orders paid on delivery may ship before they are paid. */
export const PAYS_ON_DELIVERY = "cash-on-delivery";

/** The payment methods this Worker's bindings can take, in a stable order: what a cached site config depends on. */
export function availableMethodIds(env: Env): string[] {
  return [...registry.values()]
    .filter((provider) => provider.available(env))
    .map((provider) => provider.methodId)
    .sort();
}
