import { describe, expect, it } from "vitest";
import { shownTotalOf } from "./checkout-action.server";

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

// Whether the total differs (or the shipping method is no longer offered) is the backend's call
// now (checkout/submit's shownTotal, ADR 245; functions/commerce/checkout/shown-total.test.ts).
describe("shownTotalOf: the total Place order sends to be placed at", () => {
  it("reads the minor units shown", () => {
    expect(shownTotalOf(posted({ shownTotal: "8098" }))).toBe(8098);
    expect(shownTotalOf(posted({ shownTotal: "0" }))).toBe(0);
  });

  it("has none when no total (or a malformed one) was sent, so the page asks again", () => {
    expect(shownTotalOf(posted({}))).toBeNull();
    expect(shownTotalOf(posted({ shownTotal: "80.98" }))).toBeNull();
    expect(shownTotalOf(posted({ shownTotal: "" }))).toBeNull();
    expect(shownTotalOf(posted({ shownTotal: "-5" }))).toBeNull();
  });
});
