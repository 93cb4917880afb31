/**
 * Payment providers: how an order with a given payment method gets paid. Bank transfer and cash
 * on delivery are settled by the operator (admin/order/markPaid); the test card gateway settles
 * at once and exists for demos and tests only — it is off in production unless the
 * TEST_CARD_GATEWAY secret is "on". A real gateway is one more entry in PROVIDERS.
 */
export type PaymentAttempt = { orderNo: string; cardNumber?: string };

/** "paid" settles the order now; "pending" leaves it unpaid until the operator marks it paid. */
export type PaymentOutcome = { result: "paid" | "pending" } | { result: "declined" } | { result: "needsCard" };

export type PaymentProvider = {
  /** The payment_methods row this provider serves. */
  methodId: string;
  available: (env: Env) => boolean;
  pay: (attempt: PaymentAttempt) => PaymentOutcome;
};

/** Test card numbers (see docs/api.md): the first succeeds, the second is declined. */
export const TEST_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

const offline = (methodId: string): PaymentProvider => ({ methodId, available: () => true, pay: () => ({ result: "pending" }) });

const testCardGateway: PaymentProvider = {
  methodId: "card",
  available: (env) => env.ENVIRONMENT !== "production" || (env as { TEST_CARD_GATEWAY?: string }).TEST_CARD_GATEWAY === "on",
  pay: ({ cardNumber }) => {
    const digits = (cardNumber ?? "").replace(/[\s-]/g, "");
    if (!digits) return { result: "needsCard" };
    return digits === TEST_CARDS.success ? { result: "paid" } : { result: "declined" };
  },
};

const PROVIDERS: PaymentProvider[] = [testCardGateway, offline("bank-transfer"), offline("cash-on-delivery")];

export function paymentProvider(methodId: string, env: Env): PaymentProvider | null {
  const provider = PROVIDERS.find((candidate) => candidate.methodId === methodId);
  return provider && provider.available(env) ? provider : null;
}

/** Orders paid on delivery may ship before they are paid. */
export const PAYS_ON_DELIVERY = "cash-on-delivery";
