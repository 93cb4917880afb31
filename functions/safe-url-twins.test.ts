/**
 * The storefront and the backend each carry the URL check for HTML (neither may import the
 * other). This keeps the twins identical below their header comment, so a fix to one cannot
 * quietly miss the other.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const code = (path: string) =>
  readFileSync(new URL(path, import.meta.url), "utf8").replace(/^\/\*\*[\s\S]*?\*\/\n/, "");

describe("safe-url twins", () => {
  it("app/lib/safe-url.ts and functions/commerce/content/safe-url.ts have the same code", () => {
    const storefront = code("../app/lib/safe-url.ts");
    expect(storefront).toContain("export function isSafeUrl");
    expect(code("./commerce/content/safe-url.ts")).toBe(storefront);
  });
});
