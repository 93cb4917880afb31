import { describe, expect, it } from "vitest";
import { contrastRatio, parseColor, themeContrastProblems } from "./contrast";
import { DEFAULT_THEME } from "../../../functions/contract/theme";

describe("contrast", () => {
  it("reads hex and rgb colours, and nothing else", () => {
    expect(parseColor("#fff")).toEqual([255, 255, 255]);
    expect(parseColor("#1F2937")).toEqual([31, 41, 55]);
    expect(parseColor("#11223380")).toEqual([17, 34, 51]);
    expect(parseColor("rgb(10, 20, 30)")).toEqual([10, 20, 30]);
    expect(parseColor("oklch(50% 0.1 200)")).toBeNull();
  });

  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2); // the classic lightest AA grey
    expect(contrastRatio("var(--x)", "#fff")).toBeNull();
  });

  it("passes the default theme", () => {
    expect(themeContrastProblems(DEFAULT_THEME)).toEqual([]);
  });

  it("names every text colour an operator set too light", () => {
    const problems = themeContrastProblems({ ...DEFAULT_THEME, descColor: "#aaaaaa", salesPriceColor: "#ff5861" });
    expect(problems).toEqual([
      { color: "descColor", value: "#aaaaaa", background: "#ffffff", ratio: 2.32 },
      { color: "salesPriceColor", value: "#ff5861", background: "#ffffff", ratio: 3.08 },
    ]);
  });

  it("judges against a dark background too", () => {
    const dark = {
      ...DEFAULT_THEME,
      backgroundColor: "#111827",
      textColor: "#f9fafb",
      titleColor: "#f9fafb",
      descColor: "#d1d5db",
      salesPriceColor: "#fca5a5",
      linePriceColor: "#9ca3af",
      placeholderColor: "#9ca3af",
      primaryColor: "#a78bfa",
    };
    expect(themeContrastProblems(dark)).toEqual([]);
    expect(themeContrastProblems({ ...dark, textColor: "#374151" }).map((p) => p.color)).toEqual(["textColor"]);
  });
});
