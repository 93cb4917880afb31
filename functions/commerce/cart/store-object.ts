/**
 * The Durable Object cart store (the default): one CartObject per cart id holds the lines; D1
 * still answers everything about the catalogue (price, title, stock) at the moment of asking, in
 * one read after the object's answer. A change is one object call, applied atomically inside
 * the object, so concurrent adds from two tabs never lose one (ADR 180).
 */
import type { ShopContext } from "../kernel/http/context";
import { customerBatch, tokenHash } from "../kernel/http/customer";
import type { CartRow } from "./cart";
import type { IncomingLine, StoredLine, Tally } from "./cart-object";
import { MAX_CART_LINES, MAX_QUANTITY } from "./lines";
import { customerCartId, isVisitorCartId } from "./shopper";
import { joinRows, skuStateStatement, stocksStatement, storedRowsStatement } from "./sku-rows";
import type { CartStore, SkuState } from "./store-types";

function cartObject(ctx: ShopContext, cartId: string) {
  return ctx.env.CART.get(ctx.env.CART.idFromName(cartId));
}

/**
 * A customer's unit count into D1's cart_counts, where shopper/parts reads it in its one statement
 * with the session (docs/decisions/382): written through the request's D1 session, so the
 * shopper's next page (which carries its bookmark) reads it. An older change never replaces a
 * newer one. A visitor's count is not kept there: a visitor's page asks the object (and the
 * Worker keeps it seconds, ADR 325).
 */
function tallyWrites(ctx: ShopContext, cartId: string, tally: Tally | null): D1PreparedStatement[] {
  if (!tally || isVisitorCartId(cartId)) return [];
  return [
    ctx.db
      .prepare(
        `INSERT INTO cart_counts (cart_id, units, version) VALUES (?1, ?2, ?3)
         ON CONFLICT (cart_id) DO UPDATE SET units = excluded.units, version = excluded.version
         WHERE excluded.version > cart_counts.version`,
      )
      .bind(cartId, tally.units, tally.version),
  ];
}

/** tallyWrites in a trip of their own, when there is something to write. */
async function keepTally(ctx: ShopContext, cartId: string, tally: Tally | null): Promise<void> {
  const writes = tallyWrites(ctx, cartId, tally);
  if (writes.length) await ctx.db.batch(writes);
}

/** The lines with their SKU rows: one D1 read, none for an empty cart; `writes` ride in the same trip. */
async function withRows(ctx: ShopContext, lines: StoredLine[], writes: D1PreparedStatement[] = []): Promise<CartRow[]> {
  if (!lines.length) {
    if (writes.length) await ctx.db.batch(writes);
    return [];
  }
  const [rows] = await ctx.db.batch([storedRowsStatement(ctx.db, lines), ...writes]);
  return rows.results as CartRow[];
}

/**
 * A session's user never changes (only whether the session is live), so an isolate may remember
 * whose cart a token names and ask the object first; the session is still checked, in the same
 * batch that reads the prices, and a dead or different session discards what was read. Without
 * it a customer's cart page would need a third D1 trip (the page budget is three, ADR 085).
 */
const knownUsers = new Map<string, number>();
const KNOWN_USERS_MAX = 1000;

function remember(hash: string, userId: number) {
  if (knownUsers.size >= KNOWN_USERS_MAX) knownUsers.delete(knownUsers.keys().next().value as string);
  knownUsers.set(hash, userId);
}

/** The customer behind x-auth and `also`, in one D1 batch. */
async function customerAnd(ctx: ShopContext, also: (hash: string) => D1PreparedStatement[]) {
  const { customer, results } = await customerBatch(ctx, also);
  remember(await tokenHash(ctx.headers.get("x-auth")), customer.userId);
  return { cartId: customerCartId(customer.userId), results };
}

/** The cart's lines, oldest first (the order lines are bought and merged in). */
const oldestFirst = (lines: StoredLine[]) => [...lines].sort((a, b) => a.id - b.id);

export const objectCartStore: CartStore = {
  kind: "durable-object",

  async customerCart(ctx) {
    const known = knownUsers.get(await tokenHash(ctx.headers.get("x-auth")));
    if (known !== undefined) {
      const lines = await cartObject(ctx, customerCartId(known)).lines();
      const rows = lines.length ? [storedRowsStatement(ctx.db, lines)] : [];
      const { customer, results } = await customerBatch(ctx, () => rows);
      if (customer.userId === known) return (results[0]?.results ?? []) as CartRow[];
    }
    const { cartId } = await customerAnd(ctx, () => []);
    return withRows(ctx, await cartObject(ctx, cartId).lines());
  },

  async customerCount(ctx, also = () => []) {
    const { cartId, results } = await customerAnd(ctx, also);
    return { count: await cartObject(ctx, cartId).count(), results };
  },

  customerCountSql(userIdSql) {
    // Null (no row yet: a cart not changed since ADR 382) sends the reader to `count`.
    return `(SELECT units FROM cart_counts WHERE cart_id = 'u_' || ${userIdSql})`;
  },

  async rows(ctx, cartId) {
    return withRows(ctx, await cartObject(ctx, cartId).lines());
  },

  async count(ctx, cartId) {
    if (isVisitorCartId(cartId)) return cartObject(ctx, cartId).count();
    // A customer's count not yet in D1 is written there, so their next page needs no object call.
    const tally = await cartObject(ctx, cartId).tally();
    await keepTally(ctx, cartId, tally);
    return tally.units;
  },

  async add(ctx, owner, sku, quantity) {
    // The stock check stays a D1 read (with a customer's session check); the object applies the bound atomically.
    const { cartId, results } =
      "visitorCartId" in owner
        ? { cartId: owner.visitorCartId, results: [await skuStateStatement(ctx.db, sku).run()] }
        : await customerAnd(ctx, () => [skuStateStatement(ctx.db, sku)]);
    const state = results[0].results[0] as SkuState | undefined;
    const cap = state && state.status === "published" ? Math.min(MAX_QUANTITY, state.stock) : 0;
    const object = cartObject(ctx, cartId);
    if (cap < quantity) return { changed: false, rows: await withRows(ctx, await object.lines()), sku: state };
    const outcome = await object.add(sku, quantity, cap, MAX_CART_LINES);
    const writes = tallyWrites(ctx, cartId, outcome.changed ? outcome.tally : null);
    return { changed: outcome.changed, rows: await withRows(ctx, outcome.lines, writes), sku: state };
  },

  async update(ctx, cartId, id, change) {
    const object = cartObject(ctx, cartId);
    const lines = await object.lines();
    const line = lines.find((candidate) => candidate.id === id);
    if (!line) return { changed: false, rows: await withRows(ctx, lines) };
    // The line's SKU row gives the stock bound and, with the others, the answer.
    const rows = await withRows(ctx, lines);
    const stock = rows.find((row) => row.sku === line.sku)?.stock ?? 0;
    const outcome = await object.update(id, change.quantity, change.selected, stock);
    const tally = outcome.changed ? outcome.tally : null;
    // Another tab may have added a SKU meanwhile: only then is a second read needed.
    const joined = joinRows(outcome.lines, rows);
    if (!joined)
      return { changed: outcome.changed, rows: await withRows(ctx, outcome.lines, tallyWrites(ctx, cartId, tally)) };
    await keepTally(ctx, cartId, tally);
    return { changed: outcome.changed, rows: joined };
  },

  async remove(ctx, cartId, ids) {
    const { lines, tally } = await cartObject(ctx, cartId).remove(ids);
    return withRows(ctx, lines, tallyWrites(ctx, cartId, tally));
  },

  async checkoutLines(ctx, cartId) {
    const lines = oldestFirst(await cartObject(ctx, cartId).lines()).filter((line) => line.selected);
    return { sql: "?4", values: [JSON.stringify(lines.map(({ sku, quantity }) => ({ sku, quantity })))] };
  },

  afterOrder(ctx, { cartId, fromCart, skus }) {
    return {
      statements: [],
      afterwards: async (placed) => {
        if (!placed || !cartId || !fromCart) return;
        // The order is the record: a cart not emptied is a nuisance the shopper can fix, never a
        // reason to answer a placed order as failed (a retry would find it by its key anyway).
        const removed = await cartObject(ctx, cartId)
          .removeSkus(skus)
          .catch((error: unknown) => console.error("cart not emptied after order", cartId, String(error)));
        if (!removed) return;
        await keepTally(ctx, cartId, removed.tally).catch((error: unknown) =>
          console.error("cart count not kept after order", cartId, String(error)),
        );
      },
    };
  },

  mergeVisitor(ctx, visitorCartId, customerId) {
    return {
      statements: [],
      afterwards: async () => {
        const visitor = cartObject(ctx, visitorCartId);
        // Taken and emptied in one step of the visitor's object (no double merge, no lost add).
        const lines = oldestFirst(await visitor.takeAll());
        if (!lines.length) return;
        const cartId = customerCartId(customerId);
        let tally: Tally;
        try {
          const { results } = await stocksStatement(
            ctx.db,
            lines.map((line) => line.sku),
          ).run<{ sku: string; stock: number }>();
          const stock = new Map(results.map((row) => [row.sku, row.stock]));
          const incoming: IncomingLine[] = lines.map((line) => ({ ...line, cap: stock.get(line.sku) ?? 0 }));
          ({ tally } = await cartObject(ctx, cartId).merge(incoming, null));
        } catch (error) {
          // Not merged: the lines go back to the visitor's cart, where they were.
          await visitor.merge(
            lines.map((line) => ({ ...line, cap: line.quantity })),
            null,
          );
          throw error;
        }
        // Merged: the lines stay merged whatever happens to their count, which only the next
        // change of the cart then puts right (never back into the visitor's cart: they would be twice).
        await keepTally(ctx, cartId, tally).catch((error: unknown) =>
          console.error("cart count not kept after sign-in", cartId, String(error)),
        );
      },
    };
  },

  async putBack(ctx, cartId, _customerId, order) {
    const [wanted, ...reads] = await ctx.db.batch([order.wanted, ...order.reads]);
    const incoming = (wanted.results as { sku: string; quantity: number; cap: number }[]).map((row) => ({
      ...row,
      selected: true,
    }));
    const object = cartObject(ctx, cartId);
    const { before, after, tally } = incoming.length
      ? await object.merge(incoming, MAX_CART_LINES)
      : { before: await object.lines(), after: null, tally: null };
    const rows = await withRows(ctx, after ?? before, tallyWrites(ctx, cartId, tally));
    // Folding in only adds or grows lines, so every line before has its row among those after.
    return { before: joinRows(before, rows) ?? (await withRows(ctx, before)), after: rows, reads };
  },
};
