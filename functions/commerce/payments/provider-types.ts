/** What a payment provider is and what it answers (the registry is providers.ts, ADR 015). */
export type PaymentRequest = {
  orderNo: string;
  /** What the order costs, in minor units, recomputed by the server (never the client's). */
  amount: number;
  currency: string;
  /** Where a hosted gateway page sends the shopper back after paying (the order, in their language). */
  returnUrl: string;
  /** Where it sends the shopper who gave up on its page. */
  cancelUrl: string;
  /** The shopper's language, for the gateway's own page. */
  language: string;
  /** The order's email, so the gateway's receipt goes to the shopper. */
  email: string;
  /** What the gateway's page calls the purchase ("Order 20261124…"), in the shopper's language. */
  title: string;
  /** The hosted checkout this order was sent to before, if any: reused while it is still open. */
  previousSession: string | null;
  /** Only the test card gateway takes a number here; a real gateway collects cards itself. */
  cardNumber?: string;
};

export type PaymentStart =
  /** Paid now; the order is settled in the same batch. */
  | { result: "paid"; reference: string }
  /** Waits for the operator (offline methods) or the gateway's webhook. */
  | { result: "pending" }
  /** The shopper continues on the gateway's page (`session`, stored on the order); its webhook settles the order. */
  | { result: "redirect"; url: string; reference: string; session?: string }
  | { result: "declined" }
  | { result: "needsCard" };

/**
 * A verified gateway notification. `eventId` makes it apply once (null: the gateway has no event
 * ids, and settling is idempotent anyway). `amount` is in the shop's minor units: what was paid,
 * or for `refunded` everything refunded so far on that payment (gateways report refunds
 * cumulatively, so partial refunds add up and a late or repeated event never counts twice).
 */
export type PaymentNotice = {
  eventId: string | null;
  type: string;
  /** The order named by the gateway; null when only `reference` identifies it (a refund). */
  orderNo: string | null;
  /** The gateway's payment (PaymentIntent) id. */
  reference: string | null;
  amount: number;
  currency: string;
  result: "paid" | "failed" | "refunded" | "ignored";
  /** Why paying failed, as a code the storefront translates (payment.failure.<code>). */
  failure?: string;
};

/** What the order being refunded looks like to a provider. */
export type RefundOrder = { orderNo: string; currency: string; paymentAmount: number; paymentReference: string | null };

export type RefundOutcome =
  /** Money went back now (the test card gateway only). */
  | { result: "refunded"; reference: string }
  /** The gateway took the refund; its webhook confirms it (the order shows "refund pending"). */
  | { result: "pending"; reference: string }
  /** Offline methods: the shop pays it out by hand and records it (admin/order/recordRefund). */
  | { result: "manual" };

export type PaymentProvider = {
  /** The payment_methods row this provider serves. */
  methodId: string;
  /** True for providers that must never take real money (shown in the docs and logs). */
  testOnly: boolean;
  /** Offline methods: the shop pays refunds out by hand (the order says so to the shopper). */
  manualRefunds?: true;
  available: (env: Env) => boolean;
  createPayment: (request: PaymentRequest, env: Env) => Promise<PaymentStart>;
  /** Null when the request is not a genuine notification from this gateway (answered 400). */
  handleWebhook?: (request: Request, env: Env) => Promise<PaymentNotice | null>;
  /**
   * Gives `amount` (minor units) of the order's payment back. The same `idempotencyKey` never
   * refunds twice, so a retried approval is safe. Throws a ShopError when the gateway refuses.
   */
  refund: (order: RefundOrder, amount: number, idempotencyKey: string, env: Env) => Promise<RefundOutcome>;
};
