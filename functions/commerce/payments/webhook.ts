/**
 * POST /api/web/payment/webhook/:methodId — where a payment gateway tells the shop an order was
 * paid. The provider verifies the request itself (signature with its own secret) and names the
 * order and amount; anything it does not vouch for is refused without touching an order. A
 * notification for an order already paid is answered like a fresh one, so gateway retries stop.
 */
import type { Context } from "hono";
import { Code, envelope, notFound, ShopError } from "../http/envelope";
import { paymentProvider } from "./providers";
import { settleByNotice } from "./settle";

export const WEBHOOK_PATH = "/api/web/payment/webhook/:methodId";

export async function paymentWebhook(c: Context<{ Bindings: Env }>): Promise<Response> {
  const provider = paymentProvider(c.req.param("methodId") ?? "", c.env);
  if (!provider?.handleWebhook) throw notFound();
  const notice = await provider.handleWebhook(c.req.raw, c.env);
  if (!notice) throw new ShopError(Code.permission, "forbidden", 403);
  if (notice.result === "paid") {
    const [settled, found] = await c.env.DB.batch([
      settleByNotice(c.env.DB, notice, provider.methodId),
      c.env.DB.prepare("SELECT pay_status, total, currency FROM orders WHERE order_no = ?").bind(notice.orderNo),
    ]);
    const order = found.results[0] as { pay_status: string } | undefined;
    if (!order) throw notFound();
    if (settled.meta.changes === 0 && order.pay_status !== "paid") throw new ShopError(Code.fullFailure, "orderActionRefused", 409);
    return envelope(Code.ok, "ok", { orderNo: notice.orderNo, payStatus: "paid" }, 200);
  }
  return envelope(Code.ok, "ok", { orderNo: notice.orderNo, payStatus: "unpaid" }, 200);
}
