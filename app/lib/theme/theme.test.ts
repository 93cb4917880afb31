import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { contentColorFor, resolveTheme, themeToCss } from "./theme";
import { DEFAULT_THEME } from "../../../functions/contract/theme";

describe("theme", () => {
  it("defaults the seed's colours and the product flags", () => {
    const theme = resolveTheme({ product: { showCart: false } } as never);
    expect(theme.primaryColor).toBe("#4a00ff");
    expect(theme.infoColor).toBe("#00b5ff");
    expect(theme.successColor).toBe("#00a96e");
    expect(theme.warningColor).toBe("#ffbe00");
    expect(theme.errorColor).toBe("#ff5861");
    expect(theme.product).toEqual({ showSlideImage: true, showFavorite: true, showCart: false });
    expect(theme.hideHead).toBe(false);
  });

  it("maps colours to daisyUI variables", () => {
    expect(themeToCss(DEFAULT_THEME)).toContain("--color-primary:#4a00ff");
  });

  it("drops values that could break out of the style element", () => {
    const css = themeToCss({ ...DEFAULT_THEME, primaryColor: "red}</style><script>alert(1)</script>" });
    expect(css).not.toContain("script");
    expect(css).not.toContain("--color-primary");
  });

  it("writes text on every fill in a colour that reaches 4.5:1, for any fill the backend sends", () => {
    const themes = [
      DEFAULT_THEME,
      {
        ...DEFAULT_THEME,
        backgroundColor: "#111827",
        textColor: "#f9fafb",
        primaryColor: "#facc15",
        errorColor: "#7f1d1d",
      },
      { ...DEFAULT_THEME, primaryColor: "#767676", warningColor: "#777", successColor: "rgb(0, 128, 0)" },
    ];
    for (const theme of themes) {
      for (const fill of [
        theme.primaryColor,
        theme.infoColor,
        theme.successColor,
        theme.warningColor,
        theme.errorColor,
      ]) {
        const content = contentColorFor(fill, theme);
        expect(content, fill).not.toBeNull();
        expect(contrastRatio(content!, fill), `${content} on ${fill}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // The page's own text colour when it reads well on the fill; white on the default violet.
    expect(contentColorFor("#ffbe00", DEFAULT_THEME)).toBe(DEFAULT_THEME.textColor);
    expect(contentColorFor("#4a00ff", DEFAULT_THEME)).toBe(DEFAULT_THEME.backgroundColor);
    expect(themeToCss(DEFAULT_THEME)).toContain("--color-warning-content:#1f2937");
  });

  it("leaves daisyUI's text colour for a fill it cannot read, and derives the panels from the page colours", () => {
    const css = themeToCss({ ...DEFAULT_THEME, primaryColor: "oklch(45% 0.24 277)" });
    expect(css).toContain("--color-primary:oklch(45% 0.24 277)");
    expect(css).not.toContain("--color-primary-content");
    expect(css).toContain("--color-base-200:color-mix(in oklab,var(--color-base-100) 98%,var(--color-base-content))");
  });
});
