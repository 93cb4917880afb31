/**
 * "Save this address to my address book" at checkout (on by default for a signed-in shopper):
 * after the order is placed, a new address goes to the address book through address/save, which
 * makes a customer's first address the default, so the next checkout starts with it chosen. The
 * order stands whatever happens here: an address book that is full or a call that fails only
 * leaves the address unsaved.
 */
import type { SavedAddress } from "./checkout.server";
import type { CheckoutForm } from "./checkout-form";
import type { Upstream } from "../../lib/upstream.server";

const SAME = ["country", "province", "city", "postalCode", "firstName", "lastName", "address"] as const;

/** The address is already in the book (the same place and person): saving it again would only duplicate it. */
const alreadySaved = (address: Record<(typeof SAME)[number], string>, book: SavedAddress[]) =>
  book.some((saved) =>
    SAME.every((name) => (saved[name] ?? "").trim().toLowerCase() === address[name].trim().toLowerCase()),
  );

export async function saveCheckoutAddress(upstream: Upstream, form: CheckoutForm, book: SavedAddress[]) {
  if (form.addressKind !== "new" || alreadySaved(form, book)) return;
  const { country, province, city, area, postalCode, firstName, lastName, address, apartment, countryCode, phone } =
    form;
  try {
    await upstream.call("address/save", {
      country,
      province,
      city,
      area,
      postalCode,
      firstName,
      lastName,
      address,
      apartment,
      countryCode,
      phone,
    });
  } catch (error) {
    console.error("checkout address not saved", error instanceof Error ? error.message : error);
  }
}
