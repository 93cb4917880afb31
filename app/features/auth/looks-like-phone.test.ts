import { describe, expect, it } from "vitest";
import { looksLikePhone } from "./looks-like-phone";

describe("looksLikePhone", () => {
  it("is true for numbers as people type them", () => {
    for (const value of ["13800138000", "+44 7700 900123", "(030) 1234-567", "138", " 0912.345.678 "])
      expect(looksLikePhone(value), value).toBe(true);
  });

  it("is false for an email, a name, or too little to tell", () => {
    for (const value of ["", "a", "ada@example.com", "1234@example.com", "ada", "12", "+", "13800138000x"])
      expect(looksLikePhone(value), value).toBe(false);
  });
});
