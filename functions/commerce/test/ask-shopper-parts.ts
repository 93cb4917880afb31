/**
 * Asks shopper/parts as the Worker does (ADR 270), counting what the answer cost: D1 round trips
 * and calls to the cart's Durable Object (ADRs 180, 382). Used by the parts tests.
 */
import { env } from "cloudflare:test";
import commerce from "../index";
import { ORIGIN } from "./shop";
import { countingDatabase, countingNamespace } from "./round-trip-counter";

export type PartsBody = { code: number; data: { cartCount: number } & Record<string, unknown> };

export async function askShopperParts(headers: Record<string, string>, db: D1Database = env.DB) {
  const counter = countingDatabase(db);
  const cart = countingNamespace(env.CART);
  const request = new Request(`${ORIGIN}/api/web/shopper/parts`, {
    method: "POST",
    // No body, as the Worker asks since ADR 392.
    headers: { "content-type": "application/json", ...headers },
  });
  const response = await commerce.fetch(
    request,
    { ...env, DB: counter.db, CART: cart.namespace },
    {} as ExecutionContext,
  );
  return { body: (await response.json()) as PartsBody, trips: counter.trips(), objectCalls: cart.calls() };
}
