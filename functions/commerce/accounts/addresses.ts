/**
 * The address book (docs/api-calls.md `address/*`). Fields and their rules are checkout's (one schema, in
 * checkout/address.ts). Every query names the session's user, so another customer's address id
 * is "not found". At most one default: the first address is the default, setting one clears the
 * others in the same batch, and deleting the default promotes the newest remaining one.
 */
import { z } from "@hono/zod-openapi";
import { defineCall } from "../kernel/http/call";
import { CURRENT_USER_SQL, customerBatch, requireCustomer } from "../kernel/http/customer";
import { ShopError, Code, notFound } from "../kernel/http/envelope";
import {
  ADDRESS_COLUMNS,
  address,
  savedAddress,
  toSavedAddress,
  type Address,
  type AddressRow,
  type SavedAddress,
} from "./address";
import type { ShopContext } from "../kernel/http/context";
import { logActivity } from "./activity-log";

/** Enough for home, work and family; a bound keeps the table (and the checkout list) small. */
export const MAX_ADDRESSES = 20;

const idField = z.number().int().positive();

export const addressListCall = defineCall({
  path: "address/list",
  summary: "The customer's addresses, the default first",
  tag: "user center",
  input: z.object({}),
  output: z.array(savedAddress),
  handle: async (ctx) => {
    // The session check and the list in one round trip (ADR 160).
    const { results } = await customerBatch(ctx, (hash) => [
      ctx.db
        .prepare(
          `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = ${CURRENT_USER_SQL} ORDER BY is_default DESC, id DESC`,
        )
        .bind(hash),
    ]);
    return (results[0].results as AddressRow[]).map(toSavedAddress);
  },
});

export const addressSaveCall = defineCall({
  path: "address/save",
  summary: "Add an address, or change one of the customer's (with id)",
  tag: "user center",
  input: address.extend({ id: idField.optional(), isDefault: z.boolean().optional() }),
  output: savedAddress,
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const user = customer.userId;
    const values = valuesOf(input);
    let id = input.id;
    if (id) {
      const updated = await ctx.db
        .prepare(
          `UPDATE addresses SET country = ?, province = ?, city = ?, area = ?, postal_code = ?, first_name = ?, last_name = ?, address = ?, apartment = ?, country_code = ?, phone = ?
           WHERE id = ? AND user_id = ?`,
        )
        .bind(...values, id, user)
        .run();
      if (!updated.meta.changes) throw notFound();
    } else {
      const inserted = await insertAddress(ctx.db, user, values);
      if (!inserted) throw new ShopError(Code.fullFailure, "addressLimit", 422, null, [MAX_ADDRESSES]);
      id = inserted.id;
    }
    const statements = input.isDefault ? defaultStatements(ctx.db, user, id) : [];
    const results = await ctx.db.batch([
      ...statements,
      logActivity(ctx, user, "addressSaved", { id }),
      ctx.db.prepare(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ? AND user_id = ?`).bind(id, user),
    ]);
    return toSavedAddress(results[results.length - 1].results[0] as AddressRow);
  },
});

type AddressValues = (string | null)[];

const valuesOf = (input: Address): AddressValues => [
  input.country,
  input.province,
  input.city,
  input.area || null,
  input.postalCode,
  input.firstName,
  input.lastName,
  input.address,
  input.apartment || null,
  input.countryCode,
  input.phone,
];

/** A new address; null when the book is full. The first one is the default. */
function insertAddress(db: D1DatabaseSession, user: number, values: AddressValues) {
  // The count check and the insert are one statement: two quick posts cannot pass the bound.
  return db
    .prepare(
      `INSERT INTO addresses (user_id, country, province, city, area, postal_code, first_name, last_name, address, apartment, country_code, phone, is_default)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ?)
       WHERE (SELECT count(*) FROM addresses WHERE user_id = ?) < ? RETURNING id`,
    )
    .bind(user, ...values, user, user, MAX_ADDRESSES)
    .first<{ id: number }>();
}

const SAME = ["country", "province", "city", "postalCode", "firstName", "lastName", "address"] as const;

/**
 * "Save this address" at checkout (checkout/submit's `saveAddress`): once the order is placed, a
 * new address joins the customer's book unless it is already there (the same place and person,
 * case and spaces aside). A full book leaves it out; the order stands whatever happens here.
 */
export async function addToAddressBook(ctx: ShopContext, user: number, book: SavedAddress[], input: Address) {
  const key = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();
  if (book.some((saved) => SAME.every((name) => key(saved[name]) === key(input[name])))) return;
  const inserted = await insertAddress(ctx.db, user, valuesOf(input));
  if (inserted) await logActivity(ctx, user, "addressSaved", { id: inserted.id }).run();
}

function defaultStatements(db: D1DatabaseSession, user: number, id: number): D1PreparedStatement[] {
  return [db.prepare("UPDATE addresses SET is_default = (id = ?) WHERE user_id = ?").bind(id, user)];
}

export const addressDeleteCall = defineCall({
  path: "address/delete",
  summary: "Delete one of the customer's addresses",
  tag: "user center",
  input: z.object({ id: idField }),
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    const user = customer.userId;
    const deleted = await ctx.db
      .prepare("DELETE FROM addresses WHERE id = ? AND user_id = ? RETURNING id")
      .bind(input.id, user)
      .first();
    if (!deleted) throw notFound();
    await ctx.db.batch([
      ctx.db
        .prepare(
          `UPDATE addresses SET is_default = 1 WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = ? AND is_default = 1)
           AND id = (SELECT max(id) FROM addresses WHERE user_id = ?)`,
        )
        .bind(user, user, user),
      logActivity(ctx, user, "addressDeleted", { id: input.id }),
    ]);
    return null;
  },
});

export const addressSetDefaultCall = defineCall({
  path: "address/setDefault",
  summary: "Make one of the customer's addresses the default",
  tag: "user center",
  input: z.object({ id: idField }),
  output: z.null(),
  handle: async (ctx, input) => {
    const customer = await requireCustomer(ctx);
    // Only when the address is the customer's: otherwise nothing changes and the answer is 41.
    const updated = await ctx.db
      .prepare(
        "UPDATE addresses SET is_default = (id = ?) WHERE user_id = ? AND EXISTS (SELECT 1 FROM addresses WHERE id = ? AND user_id = ?)",
      )
      .bind(input.id, customer.userId, input.id, customer.userId)
      .run();
    if (!updated.meta.changes) throw notFound();
    return null;
  },
});
