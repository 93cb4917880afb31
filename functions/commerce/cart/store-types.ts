/** The cart store's interface (ADR 180); the chooser is store.ts, the two stores beside it. */
import type { ShopContext } from "../kernel/http/context";
import type { CartRow } from "./cart";

export type CartStoreKind = "durable-object" | "d1";

/** A SKU as the add's refusal needs it (undefined: no such SKU). */
export type SkuState = { stock: number; status: string };

/** The selected lines as SQL for checkout/create's statement: a subquery, or a bound JSON array. */
export type LinesSql = { sql: string; values: unknown[] };

/** Cart writes that belong to an order's batch, and what to do once the batch has run. */
export type CartWrites = {
  statements: D1PreparedStatement[];
  afterwards: (placed: boolean) => Promise<void>;
};

/** Buy again: the same order lines in both forms, and the reads that share its batch. */
export type PutBack = {
  /** Inserts the order's lines straight into cart_items (the D1 store). */
  insert: (cartId: string) => D1PreparedStatement;
  /** The order's lines as `sku, quantity, cap` rows, in the order they go in (the object store). */
  wanted: D1PreparedStatement;
  reads: D1PreparedStatement[];
};

/** Whose cart a write goes to: a visitor's (by id) or the signed-in customer's behind x-auth. */
export type CartOwner = { visitorCartId: string } | { customer: true };

export interface CartStore {
  readonly kind: CartStoreKind;
  /** The signed-in customer's cart with the session check, in as few D1 trips as the store can. */
  customerCart(ctx: ShopContext): Promise<CartRow[]>;
  /** The signed-in customer's unit count, the session check and `also` likewise. */
  customerCount(
    ctx: ShopContext,
    also?: (hash: string) => D1PreparedStatement[],
  ): Promise<{ count: number; results: D1Result[] }>;
  /**
   * The customer's unit count as an SQL expression over `userIdSql` (a live session's user id),
   * for a statement that reads the customer in one go (shopper/parts, ADR 382); null when the
   * count is not in D1 and `count` must be asked afterwards.
   */
  customerCountSql(userIdSql: string): string | null;
  rows(ctx: ShopContext, cartId: string): Promise<CartRow[]>;
  count(ctx: ShopContext, cartId: string): Promise<number>;
  /** Adds within stock, the line bound and the cart's line bound; `changed` false when refused. */
  add(
    ctx: ShopContext,
    owner: CartOwner,
    sku: string,
    quantity: number,
  ): Promise<{ changed: boolean; rows: CartRow[]; sku: SkuState | undefined }>;
  update(
    ctx: ShopContext,
    cartId: string,
    id: number,
    change: { quantity: number | null; selected: boolean | null },
  ): Promise<{ changed: boolean; rows: CartRow[] }>;
  remove(ctx: ShopContext, cartId: string, ids: number[]): Promise<CartRow[]>;
  /** checkout/create's source of lines when buying from the cart. */
  checkoutLines(ctx: ShopContext, cartId: string): Promise<LinesSql>;
  /**
   * checkout/submit: the bought SKUs leave the cart once the order exists. The order is the
   * record; a cart that could not be emptied afterwards leaves the order standing.
   */
  afterOrder(
    ctx: ShopContext,
    order: { orderNo: string; cartId: string | null; fromCart: boolean; skus: string[] },
  ): CartWrites;
  /** Sign-in: the visitor's lines join the customer's, never beyond stock; the visitor cart empties. */
  mergeVisitor(ctx: ShopContext, visitorCartId: string, customerId: number): CartWrites;
  /** Buy again into `cartId`: the cart before and after, and the results of `reads`. */
  putBack(
    ctx: ShopContext,
    cartId: string,
    customerId: number | null,
    order: PutBack,
  ): Promise<{ before: CartRow[]; after: CartRow[]; reads: D1Result[] }>;
}
