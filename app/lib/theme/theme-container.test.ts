import { describe, expect, it } from "vitest";
import { containerCss } from "./theme-container";
import { resolveTheme, themeToCss } from "./theme";
import { DEFAULT_THEME } from "../../../functions/contract/theme";

describe("container screens and paddings of the theme", () => {
  it("makes the spec's defaults: full width with .7rem, then each screen's width and padding", () => {
    const css = themeToCss(DEFAULT_THEME);
    expect(css).toContain(".container{width:100%;max-width:none;padding-inline:.7rem}");
    expect(css).toContain("@media (width>=640px){.container{max-width:640px;padding-inline:1rem}}");
    expect(css).toContain("@media (width>=768px){.container{max-width:768px;padding-inline:1.2rem}}");
    expect(css).toContain("@media (width>=1024px){.container{max-width:1024px;padding-inline:2rem}}");
    expect(css).toContain("@media (width>=1660px){.container{max-width:1660px}}");
  });

  it("follows the backend's widths and paddings, in ascending order, merged over the spec's", () => {
    const theme = resolveTheme({
      containerWidths: { lg: 1100, xl: 1200 },
      containerPaddings: { default: "1rem", xl: "3rem" },
    } as never);
    const css = themeToCss(theme);
    expect(css).toContain(".container{width:100%;max-width:none;padding-inline:1rem}");
    expect(css).toContain("@media (width>=1100px){.container{max-width:1100px;padding-inline:2rem}}");
    expect(css).toContain("@media (width>=1200px){.container{max-width:1200px;padding-inline:3rem}}");
    expect(css).not.toContain("1024px");
    expect(css.indexOf("1100px")).toBeLessThan(css.indexOf("1200px"));
    expect(css.indexOf("1200px")).toBeLessThan(css.indexOf("1536px"));
  });

  it("drops values that could break out of the rule, and keeps the spec's when nothing is usable", () => {
    const css = containerCss(
      { sm: "640}body{display:none", md: 700, "x}y": 900 },
      { default: "1rem;color:red", md: "2rem" },
    );
    expect(css).not.toContain("display");
    expect(css).not.toContain("color");
    expect(css).toContain("@media (width>=700px){.container{max-width:700px;padding-inline:2rem}}");
    expect(css).toContain("padding-inline:.7rem}");
    expect(containerCss(null, null)).toBe(containerCss(DEFAULT_THEME.containerWidths, DEFAULT_THEME.containerPaddings));
  });
});
