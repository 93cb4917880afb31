import { describe, expect, it } from "vitest";
import { quoteChanged } from "./checkout-action.server";
import type { CheckoutQuote } from "./checkout.server";

const quote = (total: number, shippingMethodId = "express") =>
  ({ info: { total, shippingMethodId }, choice: {}, couponError: null }) as unknown as CheckoutQuote;
const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("quoteChanged: Place order asks again unless the posted choices give the total shown", () => {
  it("accepts the total shown for the same shipping method", () => {
    expect(quoteChanged(quote(8098), posted({ shownTotal: "8098", shippingMethodId: "express" }))).toBe(false);
  });

  it("asks again when the total differs, in either direction", () => {
    expect(quoteChanged(quote(8098), posted({ shownTotal: "7349", shippingMethodId: "express" }))).toBe(true);
    expect(quoteChanged(quote(7349), posted({ shownTotal: "8098", shippingMethodId: "express" }))).toBe(true);
  });

  it("asks again when the posted shipping method is not the one quoted (no longer offered there)", () => {
    expect(quoteChanged(quote(8098, "standard"), posted({ shownTotal: "8098", shippingMethodId: "pickup" }))).toBe(
      true,
    );
  });

  it("asks again when no total (or a malformed one) was sent", () => {
    expect(quoteChanged(quote(8098), posted({ shippingMethodId: "express" }))).toBe(true);
    expect(quoteChanged(quote(8098), posted({ shownTotal: "80.98", shippingMethodId: "express" }))).toBe(true);
    expect(quoteChanged(quote(0), posted({ shownTotal: "", shippingMethodId: "express" }))).toBe(true);
  });
});
