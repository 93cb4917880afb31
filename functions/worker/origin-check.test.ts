import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./origin-check";

const at = (method: string, origin?: string) =>
  new Request("https://shop.test/cart", { method, headers: origin ? { origin } : {} });

describe("isCrossSiteWrite", () => {
  it("lets reads and same-site writes through", () => {
    expect(isCrossSiteWrite(at("GET", "https://evil.test"))).toBe(false);
    expect(isCrossSiteWrite(at("POST", "https://shop.test"))).toBe(false);
    expect(isCrossSiteWrite(at("POST"))).toBe(false);
  });

  it("refuses writes from other sites and opaque origins", () => {
    expect(isCrossSiteWrite(at("POST", "https://evil.test"))).toBe(true);
    expect(isCrossSiteWrite(at("DELETE", "https://shop.test.evil.test"))).toBe(true);
    expect(isCrossSiteWrite(at("POST", "null"))).toBe(true);
  });
});
