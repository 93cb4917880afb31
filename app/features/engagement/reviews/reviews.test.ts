import { describe, expect, it } from "vitest";
import { ratingText } from "./reviews";

describe("ratingText", () => {
  it("writes a rating with one decimal in the shopper's language", () => {
    expect(ratingText(4.5, "en")).toBe("4.5");
    expect(ratingText(4.5, "de")).toBe("4,5");
    expect(ratingText(5, "fr")).toBe("5,0");
    expect(ratingText(4.25, "xx-invalid-!!")).toBe("4.3");
  });
});
