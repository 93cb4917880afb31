/**
 * The stock step of checkout/submit (docs/decisions/182). Before the order batch, every line is
 * reserved in its SKU's stock object under the order's idempotency key; the batch then writes
 * the order and takes D1's stock (its own guard kept), and the hold is committed when the order
 * is in D1 or released when it is not. With STOCK_STORE=d1 the hold is nothing and D1's guard
 * alone decides, as before.
 */
import { developmentFeatures } from "../../contract/environment";
import type { ShopContext } from "../kernel/http/context";
import { Code, ShopError } from "../kernel/http/envelope";
import { commitLines, releaseLines, reserveLines, stockStore, type StockLine } from "../stock";

export type StockHold = {
  /** The order is in D1 (placed now, or by a twin submit with the same key). */
  commit(): Promise<void>;
  /** The order is not in D1; `recheck` when D1's stock refused it although the objects admitted it. */
  release(recheck?: boolean): Promise<void>;
};

const NOTHING_HELD: StockHold = { commit: async () => {}, release: async () => {} };

/** Reserves `lines` for the order keyed `ref`, or answers the contract's stock refusal (41). */
export async function holdStock(ctx: ShopContext, ref: string, lines: StockLine[]): Promise<StockHold> {
  const store = stockStore(ctx.env);
  // Outside production the answer says which store guarded it, for the write bench.
  if (developmentFeatures(ctx.env)) ctx.answerHeaders.set("x-stock-store", store);
  if (store === "d1") return NOTHING_HELD;
  let refused: Awaited<ReturnType<typeof reserveLines>>;
  try {
    refused = await reserveLines(ctx.env, ref, lines);
  } catch (error) {
    // An object that failed (overloaded in a sell-out, a deploy) must not fail the checkout: what
    // it took was given back, and the order batch's own stock guard still decides alone.
    console.error("stock objects unavailable; D1's stock guard decides", error);
    return NOTHING_HELD;
  }
  if (refused) {
    const key = refused.available > 0 ? "stockLimit" : "outOfStock";
    throw new ShopError(Code.fullFailure, key, 400, { sku: refused.sku }, [refused.available]);
  }
  const skus = lines.map((line) => line.sku);
  return {
    commit: () => commitLines(ctx.env, ref, skus),
    release: (recheck = false) => releaseLines(ctx.env, ref, skus, recheck),
  };
}
