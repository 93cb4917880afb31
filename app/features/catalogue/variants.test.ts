import { describe, expect, it } from "vitest";
import { optionChoices, selectedSku, type Sku } from "./variants";

const sku = (colour: string, size: string, stock: number): Sku => ({
  sku: `${colour}-${size}`,
  options: { Colour: colour, Size: size },
  price: 1000,
  stock,
});
const skus = [sku("Red", "S", 0), sku("Red", "M", 3), sku("Blue", "S", 2), sku("Blue", "M", 0)];

describe("variants", () => {
  it("selects the SKU of the URL, else the first in stock", () => {
    expect(selectedSku(skus, "Blue-M")?.sku).toBe("Blue-M");
    expect(selectedSku(skus, "nope")?.sku).toBe("Red-M");
    expect(selectedSku(skus, undefined)?.sku).toBe("Red-M");
    expect(selectedSku([], undefined)).toBeNull();
  });

  it("links each value to the SKU that keeps the other choices", () => {
    const current = selectedSku(skus, "Red-M");
    expect(optionChoices({ name: "Colour", values: ["Red", "Blue"] }, skus, current)).toEqual([
      { value: "Red", sku: "Red-M", selected: true, available: true },
      { value: "Blue", sku: "Blue-M", selected: false, available: false },
    ]);
    expect(optionChoices({ name: "Size", values: ["S", "M"] }, skus, current)).toEqual([
      { value: "S", sku: "Red-S", selected: false, available: false },
      { value: "M", sku: "Red-M", selected: true, available: true },
    ]);
  });
});
