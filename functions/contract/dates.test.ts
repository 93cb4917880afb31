import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  const moment = "2026-03-04T23:30:00Z";
  it("writes the date in the shopper's language, in UTC", () => {
    expect(formatDate(moment, "en")).toBe("Mar 4, 2026");
    expect(formatDate(moment, "de")).toBe("04.03.2026");
    expect(formatDate(moment, "ja")).toBe("2026/03/04");
    expect(formatDate(moment, "zh-TW")).toBe("2026年3月4日");
    expect(formatDate(moment, "th")).toContain("2569"); // the Buddhist era, as Thai shoppers read it
  });
  it("adds the time with its zone on request", () => {
    expect(formatDate(moment, "en", true)).toBe("Mar 4, 2026, 11:30 PM UTC");
    expect(formatDate(moment, "fr", true)).toBe("4 mars 2026, 23:30 UTC");
  });
  it("says nothing for a date it cannot read, and falls back to English for an unknown language", () => {
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDate(moment, "xx-invalid-!!")).toBe("Mar 4, 2026");
  });
});
