import { describe, expect, it } from "vitest";
import { DEFAULT_THEME, resolveTheme, themeToCss } from "./theme";

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
});
