/**
 * checkout/submit: places the order in ONE D1 batch (one transaction). The order row is inserted
 * only if the checkout is still open, every line still has the stock and the coupon claim is
 * still unused; every other statement of the batch is guarded by "this order now exists", so a
 * refused order changes nothing. Stock is decremented only where enough remains. The idempotency
 * key (scoped to the checkout) makes a repeated submit answer the order the first one placed.
 * Before the batch the lines are reserved in their SKUs' stock objects under that key
 * (stock-hold.ts, docs/decisions/182); the batch's own stock guard stays as the last word.
 * The bought lines leave a Durable Object cart only after the batch (ADR 180): at worst they stay.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import type { ShopContext } from "../kernel/http/context";
import { Code, invalidInput, ShopError } from "../kernel/http/envelope";
import { cartStore, type CartWrites, type Line } from "../cart";
import { checkoutSubmitInput } from "../../contract/checkout";
import type { Address } from "../accounts";
import { quote, type Quote } from "./quote";
import { loadCheckout, scopedKey, type CheckoutState } from "./state";
import { displayCurrency, type DisplayCurrency } from "./display-currency";
import { holdStock } from "./stock-hold";
import {
  assertLineQuantities,
  assertOpenUnpaidWithin,
  openUnpaidStatement,
  shipToKey,
  withinLimitsBinds,
  withinLimitsSql,
  type Placer,
} from "./order-limits";
import { sendOrderMail } from "../orders";
import { addToAddressBook } from "../accounts";
import { priceCheckout } from "./info";
import { productTags, purgeQuietly } from "../kernel/page-purge";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ','now')";
const ORDER_PLACED = "EXISTS (SELECT 1 FROM orders WHERE order_no = ?1)";
/** The end of the chosen payment method's window from now (docs/decisions/204); null: no window. */
const PAY_BY = `(SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || pay_within_minutes || ' minutes')
  FROM payment_methods WHERE id = ?14 AND pay_within_minutes IS NOT NULL)`;
const BLOCKED_LINE = `SELECT j.value ->> 'sku' FROM json_each(?2) j LEFT JOIN product_skus s ON s.sku = j.value ->> 'sku'
  LEFT JOIN products p ON p.id = s.product_id
  WHERE p.status IS NOT 'published' OR s.stock IS NULL OR s.stock < CAST(j.value ->> 'quantity' AS INTEGER)`;

/** The input is the contract the storefront builds its payload from (functions/contract/checkout.ts). */
const input = checkoutSubmitInput;

type Input = z.infer<typeof input>;

/** Date first so order numbers sort by day; 8 random digits after it. */
function newOrderNo(): string {
  const day = new Date().toISOString().slice(2, 10).replace(/-/g, "");
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `${day}${String(random[0] % 10_000).padStart(4, "0")}${String(random[1] % 10_000).padStart(4, "0")}`;
}

function shipTo(ctx: ShopContext, state: CheckoutState, given: Input): Address {
  if (given.address) return given.address;
  const saved = state.addresses.find((candidate) => candidate.id === given.addressId);
  if (!saved) throw invalidInput({ addressId: ctx.t("addressUnknown") });
  const { id: _id, isDefault: _default, ...address } = saved;
  return { ...address, area: address.area ?? undefined, apartment: address.apartment ?? undefined };
}

function checkLines(lines: Line[]) {
  for (const line of lines) {
    if (!line.available) throw new ShopError(Code.fullFailure, "itemUnavailable", 400, { sku: line.sku }, [line.title]);
    if (line.stock < line.quantity) {
      throw new ShopError(Code.fullFailure, line.stock > 0 ? "stockLimit" : "outOfStock", 400, { sku: line.sku }, [
        line.stock,
      ]);
    }
  }
}

type PlacedOrder = {
  orderNo: string;
  key: string;
  email: string;
  address: Address;
  priced: Quote;
  given: Input;
  shown: DisplayCurrency;
  placer: Placer;
};

function placeOrderStatements(ctx: ShopContext, state: CheckoutState, order: PlacedOrder, cartWrites: CartWrites) {
  const db = ctx.db;
  const { orderNo, priced, given } = order;
  const lines = JSON.stringify(state.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })));
  const items = JSON.stringify(
    state.lines.map((line) => ({
      productId: line.productId,
      sku: line.sku,
      title: line.title,
      image: line.image,
      options: line.options,
      price: line.price,
      quantity: line.quantity,
    })),
  );
  const coupon = priced.coupon;
  const couponFree = coupon
    ? "EXISTS (SELECT 1 FROM coupon_claims WHERE coupon_id = ?3 AND user_id = ?4 AND used_at IS NULL)"
    : "?3 IS NULL AND ?4 IS NULL";
  const couponBinds = [coupon?.id ?? null, coupon ? state.customerId : null];
  const quantityOf =
    "(SELECT CAST(j.value ->> 'quantity' AS INTEGER) FROM json_each(?2) j WHERE j.value ->> 'sku' = product_skus.sku)";
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (order_no, user_id, email, currency, subtotal, shipping_fee, coupon_discount, total, coupon_code,
           shipping_method_id, payment_method_id, address, remark, idempotency_key, cart_id, display_currency, display_rate,
           language, ship_to_key, pay_by)
         SELECT ?1, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?20, ?21, ?22, ?26, ${PAY_BY}
         WHERE EXISTS (SELECT 1 FROM checkouts WHERE slug = ?19 AND expires_at > ${NOW})
           AND NOT EXISTS (${BLOCKED_LINE}) AND ${couponFree} AND ${withinLimitsSql(23)}
         ON CONFLICT DO NOTHING`,
      )
      .bind(
        orderNo,
        lines,
        ...couponBinds,
        state.customerId,
        order.email,
        priced.currency,
        priced.subtotal,
        priced.shippingFee,
        priced.couponDiscount,
        priced.total,
        coupon?.code ?? null,
        priced.shippingMethodId,
        given.paymentMethodId,
        JSON.stringify(order.address),
        given.remark ?? "",
        order.key,
        state.cartId,
        state.checkout.slug,
        order.shown.currency,
        order.shown.rate,
        ctx.language,
        ...withinLimitsBinds(order.placer, state.limits),
      ),
    db
      .prepare(
        `INSERT INTO order_items (order_no, product_id, sku, title, image, options, price, quantity)
         SELECT ?1, j.value ->> 'productId', j.value ->> 'sku', j.value ->> 'title', j.value ->> 'image', json(j.value -> 'options'),
           j.value ->> 'price', j.value ->> 'quantity'
         FROM json_each(?2) j WHERE ${ORDER_PLACED}`,
      )
      .bind(orderNo, items),
    db
      .prepare(
        `UPDATE product_skus SET stock = stock - ${quantityOf}
         WHERE sku IN (SELECT j.value ->> 'sku' FROM json_each(?2) j) AND stock >= ${quantityOf} AND ${ORDER_PLACED}`,
      )
      .bind(orderNo, lines),
    db
      .prepare(
        // Sales are counted once the order is paid, not here (orders/sales-count.ts, ADR 208).
        `UPDATE products SET stock = (SELECT coalesce(sum(s.stock), 0) FROM product_skus s WHERE s.product_id = products.id)
         WHERE id IN (SELECT s.product_id FROM json_each(?2) j JOIN product_skus s ON s.sku = j.value ->> 'sku') AND ${ORDER_PLACED}`,
      )
      .bind(orderNo, lines),
    db
      .prepare(
        `UPDATE coupon_claims SET used_at = ${NOW}, order_no = ?1 WHERE coupon_id = ?2 AND user_id = ?3 AND used_at IS NULL AND ${ORDER_PLACED}`,
      )
      .bind(orderNo, coupon?.id ?? null, state.customerId),
    db.prepare(`DELETE FROM checkouts WHERE slug = ?2 AND ${ORDER_PLACED}`).bind(orderNo, state.checkout.slug),
    db.prepare("SELECT order_no FROM orders WHERE idempotency_key = ?").bind(order.key),
    db.prepare(`SELECT (${BLOCKED_LINE} LIMIT 1) AS blocked_sku`).bind(null, lines),
    // Read after the INSERT: when it was refused, which unpaid-order limit was reached, if any.
    openUnpaidStatement(db, order.placer),
    // Its mails, sent later from webhooks, operators' calls and jobs, link to this shop (ADR 216);
    // the INSERT recorded their language. Only the order just inserted: a twin's keeps its own.
    db.prepare("UPDATE orders SET origin = ?2 WHERE order_no = ?1").bind(orderNo, ctx.origin),
    // Last, so the reads above keep their places whichever store holds the cart.
    ...cartWrites.statements,
  ];
  return statements;
}

/**
 * The total the shopper was shown is the one placed (ADR 212, ADR 245): a coupon that does not
 * apply is code 40 on its field; a shipping method no longer offered there, or another total,
 * places nothing and answers code 42 with the new quote (checkout/info's answer) to show.
 */
function assertShownTotal(ctx: ShopContext, state: CheckoutState, given: Input, address: Address, priced: Quote) {
  if (priced.fields.couponCode) throw invalidInput({ couponCode: priced.fields.couponCode });
  if (!priced.fields.shippingMethodId && priced.total === given.shownTotal) return;
  const requoted = priceCheckout(ctx, state, {
    addressId: given.addressId,
    country: address.country,
    shippingMethodId: given.shippingMethodId,
    couponCode: given.couponCode,
  });
  throw new ShopError(Code.priceChanged, "totalChanged", 409, requoted);
}

export const checkoutSubmitCall = defineCall({
  path: "checkout/submit",
  summary: "Place the order: one atomic batch; the same idempotencyKey twice gives the same order",
  tag: "checkout",
  input,
  output: z.object({ orderNo: z.string() }),
  handle: async (ctx, given) => {
    const state = await loadCheckout(ctx, given.slug, {
      couponCode: given.couponCode,
      idempotencyKey: given.idempotencyKey,
    });
    if (!state.checkout) return { orderNo: state.placedOrderNo };
    if (state.placedOrderNo) return { orderNo: state.placedOrderNo };

    const fields: Record<string, string> = {};
    const email = state.customerId !== null ? (state.email ?? given.email ?? "") : given.email;
    if (!email) fields.email = ctx.t("fieldRequired", "email");
    const address = shipTo(ctx, state, given);
    const priced = quote(ctx, state, {
      country: address.country,
      shippingMethodId: given.shippingMethodId,
      couponCode: given.couponCode,
    });
    if (given.shownTotal !== undefined) assertShownTotal(ctx, state, given, address, priced);
    Object.assign(fields, priced.fields);
    if (!state.payment.some((method) => method.id === given.paymentMethodId))
      fields.paymentMethodId = ctx.t("paymentUnavailable");
    if (Object.keys(fields).length) throw invalidInput(fields);
    checkLines(state.lines);
    assertLineQuantities(ctx.t, state.lines, state.limits);
    const placer: Placer = {
      customerId: state.customerId,
      cartId: state.customerId === null ? state.cartId : null,
      email: email as string,
      shipTo: shipToKey(address),
    };

    const orderNo = newOrderNo();
    const key = scopedKey(state.checkout.slug, given.idempotencyKey);
    const shown = await displayCurrency(ctx, priced.currency, given.currency);
    const hold = await holdStock(
      ctx,
      key,
      state.lines.map((line) => ({ sku: line.sku, quantity: line.quantity })),
    );
    // The bought SKUs leave the cart the order came from: in the order's batch (D1 cart) or once
    // it is placed (a Durable Object cart; an order whose cart could not be emptied still stands).
    const cartWrites = cartStore(ctx).afterOrder(ctx, {
      orderNo,
      cartId: state.checkout.cart_id,
      fromCart: state.checkout.from_cart === 1,
      skus: state.lines.map((line) => line.sku),
    });
    let results: D1Result[];
    try {
      results = await ctx.db.batch(
        placeOrderStatements(
          ctx,
          state,
          { orderNo, key, email: email as string, address, priced, given, shown, placer },
          cartWrites,
        ),
      );
    } catch (error) {
      await hold.release();
      throw error;
    }
    const placed = results[0].meta.changes === 1;
    // A twin submit with the same key holds the same reservation: if its order is in, so is ours.
    const twin = results[6].results[0] as { order_no: string } | undefined;
    if (placed || twin) await hold.commit();
    await cartWrites.afterwards(placed);
    if (placed) {
      // Their stock changed: the cached pages showing these products go (docs/decisions/275).
      await purgeQuietly(ctx.purgePages, productTags(state.lines.map((line) => line.productId)));
      // The thank-you page promises this mail; it never holds up or fails the order (ADR 216).
      await sendOrderMail(ctx, orderNo, "placed");
      if (given.saveAddress && given.address && state.customerId !== null)
        await addToAddressBook(ctx, state.customerId, state.addresses, given.address).catch((error: unknown) =>
          console.error("checkout address not saved", error instanceof Error ? error.message : error),
        );
      return { orderNo };
    }
    // Not placed: a twin submit with the same key won the race, or the stock, coupon or checkout went meanwhile.
    if (twin) return { orderNo: twin.order_no };
    const blocked = (results[7].results[0] as { blocked_sku: string | null } | undefined)?.blocked_sku;
    await hold.release(!!blocked);
    if (blocked) throw new ShopError(Code.fullFailure, "outOfStock", 400, { sku: blocked });
    assertOpenUnpaidWithin(ctx.t, results[8], state.limits);
    if (priced.coupon) throw invalidInput({ couponCode: ctx.t("couponUsed") });
    throw new ShopError(Code.fullFailure, "checkoutExpired", 400);
  },
});
