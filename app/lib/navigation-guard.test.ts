import { describe, expect, it } from "vitest";
import { createDuplicateGuard, navigationKey } from "./navigation-guard";

const HERE = "https://shop.test/zh/category/shoes?page=2";

describe("the duplicate navigation guard", () => {
  it("knows a navigation by method, path, query and fields; history steps are not guarded", () => {
    expect(navigationKey("/cart", undefined, HERE)).toBe("GET /cart ");
    expect(navigationKey({ pathname: "/cart", search: "?a=1" }, undefined, HERE)).toBe("GET /cart?a=1 ");
    expect(navigationKey(null, undefined, HERE)).toBe("GET /zh/category/shoes?page=2 ");
    const form = new FormData();
    form.set("q", "boots");
    expect(navigationKey("/search", { formMethod: "post", formData: form }, HERE)).toBe("POST /search q=boots");
    expect(navigationKey(-1, undefined, HERE)).toBeNull();
  });

  it("drops the same navigation within 700 ms, and lets a different one or a later one through", () => {
    let clock = 1_000;
    const isDuplicate = createDuplicateGuard(700, () => clock);
    expect(isDuplicate("GET /a ")).toBe(false);
    clock += 300;
    expect(isDuplicate("GET /a ")).toBe(true);
    expect(isDuplicate("GET /b ")).toBe(false);
    clock += 100;
    expect(isDuplicate("GET /a ")).toBe(false);
    clock += 699;
    expect(isDuplicate("GET /a ")).toBe(true);
    clock += 701;
    expect(isDuplicate("GET /a ")).toBe(false);
    expect(isDuplicate(null)).toBe(false);
    expect(isDuplicate(null)).toBe(false);
  });
});
