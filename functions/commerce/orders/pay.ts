/**
 * order/pay: pays an unpaid order with a payment method through its provider (providers.ts).
 * Offline methods (bank transfer, cash on delivery) only record the choice and wait for the
 * operator's markPaid; the test card gateway settles at once and sends the shopper to the
 * thank-you page; a hosted gateway (Stripe Checkout) answers the address of its own page
 * (redirectUrl) and settles later through its webhook. The amount is always the order's own
 * total, read here. Whoever found a guest order with order/lookup may pay it by sending the same
 * email with it. An order past its payment window (`payBy`) is refused, and the settling UPDATE
 * repeats that condition, so an order the expiry job cancels is never also paid here (ADR 204).
 * `returnPath` is where the gateway sends the shopper back: a path of this shop
 * (the order's page, with its language prefix), never another site.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { Code, invalidInput, notFound, ShopError } from "../kernel/http/envelope";
import { changeOrder, currentViewer } from "./calls";
import { orderNo } from "./order";
import { ordersStatements, readOrders } from "./order-read";
import { VIEWER_SQL, viewerBinds } from "./order-viewer";
import { salesStatements } from "./sales-count";
import { paymentProvider } from "../payments";
import type { ShopContext } from "../kernel/http/context";
import { localise } from "../kernel/i18n/translate";
import { spendGuestProof } from "./guest-proof";
import { isSafeRedirectPath } from "../../contract/safe-redirect";
import { sendOrderMail } from "./order-mail";
import { purgePaidOrder } from "./paid-purge";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";

/** The payment method's own words for what happens next, from its configuration, in the shopper's language. */
async function instructionsOf(ctx: ShopContext, methodId: string): Promise<string> {
  const row = await ctx.db
    .prepare("SELECT instructions, i18n FROM payment_methods WHERE id = ?")
    .bind(methodId)
    .first<{ instructions: string; i18n: string }>();
  return row ? localise(row, ctx.language, ["instructions"]).instructions : "";
}

export const orderPayCall = defineCall({
  path: "order/pay",
  summary: "Pay an unpaid order; the test card gateway needs `cardNumber` (see docs/api.md)",
  tag: "orders",
  input: z.object({
    orderNo,
    paymentMethodId: z.string().trim().min(1).max(40),
    cardNumber: z.string().trim().max(30).optional(),
    /** Paying an order found by order/lookup proves it the same way: number and email (guest orders only). */
    email: z.string().trim().max(254).email().optional(),
    /** Where a hosted gateway sends the shopper back: a path of this shop ("/ja/user/order/…"). */
    // "/" then anything but a second "/" or "\\" (no protocol-relative //host), no spaces.
    returnPath: z
      .string()
      .trim()
      .max(300)
      .regex(/^\/([^/\\\s][^\s]*)?$/)
      // and the one redirect check (ADR 200): `/.//evil` passes the pattern but resolves to `//evil`.
      .refine(isSafeRedirectPath)
      .optional(),
  }),
  output: z.object({
    status: z.enum(["unpaid", "paid"]),
    redirectUrl: z.string().optional(),
    /** Offline methods: what the shopper does next (bank details, pay on delivery), in their language. */
    instructions: z.string().optional(),
  }),
  handle: async (ctx, input) => {
    // A number and an email are order/lookup's proof, under order/lookup's limit (guest-proof.ts).
    if (input.email) await spendGuestProof(ctx);
    const provider = paymentProvider(input.paymentMethodId, ctx.env);
    if (!provider) throw invalidInput({ paymentMethodId: ctx.t("paymentUnavailable") });
    // With an email the order is the one order/lookup finds (a guest order), whoever is asking.
    const viewer = input.email ? { customerId: null, cartId: null, email: input.email } : await currentViewer(ctx);
    const [current] = readOrders(await ctx.db.batch(ordersStatements(ctx, viewer, "o.order_no = ?5", [input.orderNo])));
    if (!current) throw notFound();
    // Past its payment window the order is being cancelled (orders/expiry.ts): no gateway is asked.
    const overdue = current.payBy !== null && current.payBy <= new Date().toISOString();
    if (current.status === "in_progress" && current.payStatus === "unpaid" && overdue)
      throw new ShopError(Code.fullFailure, "orderPaymentWindowClosed", 400);
    if (!current.actions.includes("pay"))
      throw new ShopError(Code.fullFailure, "orderActionRefused", 400, { actions: current.actions });
    const thankYou = `/checkout/thankyou?orderNo=${current.orderNo}`;
    const back = `${ctx.origin}${input.returnPath ?? `/${ctx.language}${thankYou}`}`;
    const joiner = back.includes("?") ? "&" : "?";
    const previous = await ctx.db
      .prepare("SELECT payment_session FROM orders WHERE order_no = ?")
      .bind(current.orderNo)
      .first<{ payment_session: string | null }>();
    const outcome = await provider.createPayment(
      {
        orderNo: current.orderNo,
        amount: current.total,
        currency: current.currency,
        cardNumber: input.cardNumber,
        returnUrl: `${back}${joiner}payment=done`,
        cancelUrl: `${back}${joiner}payment=cancelled`,
        language: ctx.language,
        email: current.email,
        title: ctx.t("paymentOrderTitle", current.orderNo),
        previousSession: previous?.payment_session ?? null,
      },
      ctx.env,
    );
    if (outcome.result === "needsCard") throw invalidInput({ cardNumber: ctx.t("cardNumberInvalid") });
    if (outcome.result === "declined") throw new ShopError(Code.fullFailure, "cardDeclined", 400);
    const paid = outcome.result === "paid";
    const settle = ctx.db
      .prepare(
        `UPDATE orders AS o SET payment_method_id = ?5,
           pay_status = CASE WHEN ?6 THEN 'paid' ELSE pay_status END,
           payment_amount = CASE WHEN ?6 THEN total ELSE payment_amount END,
           paid_at = CASE WHEN ?6 THEN ${NOW} ELSE paid_at END, updated_at = ${NOW},
           payment_failure = CASE WHEN ?6 THEN NULL ELSE payment_failure END, payment_session = coalesce(?7, payment_session)
         WHERE o.order_no = ?1 AND ${VIEWER_SQL} AND o.status = 'in_progress' AND o.pay_status = 'unpaid'
           AND (o.pay_by IS NULL OR o.pay_by > ${NOW})
           AND NOT EXISTS (SELECT 1 FROM shipments WHERE order_no = o.order_no)`,
      )
      .bind(
        input.orderNo,
        ...viewerBinds(viewer),
        provider.methodId,
        paid ? 1 : 0,
        outcome.result === "redirect" ? (outcome.session ?? null) : null,
      );
    const found = await changeOrder(ctx, viewer, input.orderNo, [settle, ...salesStatements(ctx.db, input.orderNo)]);
    if (outcome.result === "redirect") return { status: found.payStatus, redirectUrl: outcome.url };
    if (paid) {
      await purgePaidOrder(
        ctx.purgePages,
        found.items.map((item) => item.productId),
      );
      await sendOrderMail(ctx, found.orderNo, "paid");
      return { status: found.payStatus, redirectUrl: thankYou };
    }
    const instructions = await instructionsOf(ctx, provider.methodId);
    return instructions ? { status: found.payStatus, instructions } : { status: found.payStatus };
  },
});
