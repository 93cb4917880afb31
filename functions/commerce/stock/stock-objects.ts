/**
 * How the backend talks to the per-SKU stock objects (stock-object.ts, docs/decisions/182), and
 * which store guards stock: `STOCK_STORE` = "durable-object" (the default) or "d1" (the order
 * batch's own guard alone, kept as the write bench's baseline). A backend run without the
 * STOCK binding (another host's Miniflare) uses D1 alone too.
 */
import type { StockObject } from "./stock-object";

export type StockStoreName = "durable-object" | "d1";
export type StockLine = { sku: string; quantity: number };
/** Reserving refused on a line: its SKU and what was left of it. */
export type StockRefusal = { sku: string; available: number };

type StockEnv = { STOCK?: DurableObjectNamespace; STOCK_STORE?: string };

export function stockStore(env: StockEnv): StockStoreName {
  return env.STOCK_STORE?.trim() === "d1" || !env.STOCK ? "d1" : "durable-object";
}

export const stockObjectName = (sku: string) => `sku:${sku}`;

/** The SKU's object (its RPC methods typed: the generated Env names the class only in a comment). */
export function stockObject(env: StockEnv, sku: string): DurableObjectStub<StockObject> {
  const namespace = env.STOCK as unknown as DurableObjectNamespace<StockObject>;
  return namespace.get(namespace.idFromName(stockObjectName(sku)));
}

/** One line per SKU, in SKU order. */
function bySku(lines: StockLine[]): StockLine[] {
  const quantities = new Map<string, number>();
  for (const { sku, quantity } of lines) quantities.set(sku, (quantities.get(sku) ?? 0) + quantity);
  return [...quantities].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([sku, quantity]) => ({ sku, quantity }));
}

/**
 * Reserves every line under `ref`, one SKU after another in SKU order: two checkouts that share
 * SKUs contend for the lowest first, so one of them gets all its lines rather than each a part.
 * On a refusal (or an object that fails) what was taken is given back before answering.
 */
export async function reserveLines(env: StockEnv, ref: string, lines: StockLine[]): Promise<StockRefusal | null> {
  const taken: string[] = [];
  try {
    for (const line of bySku(lines)) {
      const answer = await stockObject(env, line.sku).reserve(line.sku, ref, line.quantity);
      if (!answer.ok) {
        await releaseLines(env, ref, taken);
        return { sku: line.sku, available: answer.available };
      }
      taken.push(line.sku);
    }
  } catch (error) {
    await releaseLines(env, ref, taken);
    throw error;
  }
  return null;
}

/**
 * Gives back `ref`'s holds; `recheck` when D1 refused what the objects admitted, so each rereads
 * D1. Never throws: a hold that could not be released is settled by its object's alarm.
 */
export async function releaseLines(env: StockEnv, ref: string, skus: string[], recheck = false): Promise<void> {
  await settle(
    "release",
    skus.map((sku) => stockObject(env, sku).release(sku, ref, recheck)),
  );
}

/** The order is in D1: `ref`'s holds stay taken. Never throws (the alarm finds the order in D1). */
export async function commitLines(env: StockEnv, ref: string, skus: string[]): Promise<void> {
  await settle(
    "commit",
    skus.map((sku) => stockObject(env, sku).commit(ref)),
  );
}

/** How many objects one sync asks at once. */
const SYNC_CONCURRENCY = 8;
/** A sync's share of a request's subrequests; objects past it heal themselves, as below. */
const SYNC_LIMIT = 500;

/**
 * D1's stock of these SKUs changed outside a checkout (a cancellation gave units back, an import
 * set them): their objects recompute from D1. Never throws: an object left behind rereads D1 on
 * its next refusal (and D1's guard refuses what it should not admit).
 */
export async function syncStock(env: StockEnv, skus: string[]): Promise<void> {
  if (stockStore(env) !== "durable-object") return;
  const unique = [...new Set(skus)].slice(0, SYNC_LIMIT);
  for (let start = 0; start < unique.length; start += SYNC_CONCURRENCY) {
    await settle(
      "sync",
      unique.slice(start, start + SYNC_CONCURRENCY).map((sku) => stockObject(env, sku).sync(sku)),
    );
  }
}

async function settle(what: string, calls: Promise<unknown>[]): Promise<void> {
  for (const result of await Promise.allSettled(calls))
    if (result.status === "rejected") console.error(`stock ${what} failed`, result.reason);
}
