/**
 * Payment providers: how an order with a given payment method gets paid (ADR 015). Each provider
 * serves one payment_methods row and is found in a registry keyed by that row's id:
 *
 * - `createPayment` starts paying one order: settle now (test card), wait for the operator
 *   (bank transfer, cash on delivery: admin/order/markPaid), or send the shopper to the
 *   gateway's own page (`redirect`), whose result comes back later.
 * - `handleWebhook` (gateways only) verifies a notification the gateway sent to
 *   POST /api/web/payment/webhook/<methodId> — its signature, with the provider's own secret — and
 *   says which order was paid with what amount; payments/settle.ts then records it once.
 *
 * The test card gateway is test-only: it accepts card numbers in the clear and marks orders paid
 * without moving money, so it exists only where `developmentFeatures(env)` holds (ENVIRONMENT
 * "development" or "test"); production has no switch that turns it on.
 */
import { developmentFeatures } from "../../environment";

export type PaymentRequest = {
  orderNo: string;
  /** What the order costs, in minor units, recomputed by the server (never the client's). */
  amount: number;
  currency: string;
  /** Where a hosted gateway page sends the shopper back (the thank-you page of this order). */
  returnUrl: string;
  /** Only the test card gateway takes a number here; a real gateway collects cards itself. */
  cardNumber?: string;
};

export type PaymentStart =
  /** Paid now; the order is settled in the same batch. */
  | { result: "paid"; reference: string }
  /** Waits for the operator (offline methods) or the gateway's webhook. */
  | { result: "pending" }
  /** The shopper continues on the gateway's page; its webhook settles the order. */
  | { result: "redirect"; url: string; reference: string }
  | { result: "declined" }
  | { result: "needsCard" };

/** A verified gateway notification. */
export type PaymentNotice = { orderNo: string; reference: string; amount: number; currency: string; result: "paid" | "failed" };

export type PaymentProvider = {
  /** The payment_methods row this provider serves. */
  methodId: string;
  /** True for providers that must never take real money (shown in the docs and logs). */
  testOnly: boolean;
  available: (env: Env) => boolean;
  createPayment: (request: PaymentRequest, env: Env) => Promise<PaymentStart>;
  /** Null when the request is not a genuine notification from this gateway. */
  handleWebhook?: (request: Request, env: Env) => Promise<PaymentNotice | null>;
};

/** Test card numbers (see docs/api.md): the first succeeds, the second is declined. */
export const TEST_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

const offline = (methodId: string): PaymentProvider => ({
  methodId,
  testOnly: false,
  available: () => true,
  createPayment: async () => ({ result: "pending" }),
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
};

const registry = new Map<string, PaymentProvider>();

/** Adds (or replaces) the provider of one payment method; a real gateway module calls this once. */
export function registerProvider(provider: PaymentProvider): void {
  registry.set(provider.methodId, provider);
}

for (const provider of [testCardGateway, offline("bank-transfer"), offline("cash-on-delivery")]) registerProvider(provider);

/** The provider of a payment method, or null when there is none or it is switched off here. */
export function paymentProvider(methodId: string, env: Env): PaymentProvider | null {
  const provider = registry.get(methodId);
  return provider && provider.available(env) ? provider : null;
}

/** Orders paid on delivery may ship before they are paid. */
export const PAYS_ON_DELIVERY = "cash-on-delivery";
