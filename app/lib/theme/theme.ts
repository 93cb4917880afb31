/**
 * The theme config of docs/spec.md §3 and how it becomes CSS variables. daisyUI 5 reads its
 * own variables (--color-primary, …), so the theme drives every daisyUI component; the shop's
 * extra colours get --shop-* variables used by app/tailwind.css. Values from the server are
 * checked before they reach the <style> element: a value that could close the rule is dropped.
 */
import { AA_TEXT, contrastRatio } from "./contrast";
import { containerCss } from "./theme-container";
import { DEFAULT_THEME, type Theme, type ThemeColors } from "../../../functions/contract/theme";

const objectOr = <T extends object>(value: T | null | undefined): T | Record<string, never> =>
  value && typeof value === "object" && !Array.isArray(value) ? value : {};

/** Merge a server theme over the defaults; flags default to true/false as the spec says. */
export function resolveTheme(input: Partial<Theme> | null | undefined): Theme {
  const theme = { ...DEFAULT_THEME, ...(input ?? {}) } as Theme;
  theme.product = { ...DEFAULT_THEME.product, ...(input?.product ?? {}) };
  // A theme may name only the screens it changes; the others keep the spec's.
  theme.containerWidths = { ...DEFAULT_THEME.containerWidths, ...objectOr(input?.containerWidths) };
  theme.containerPaddings = { ...DEFAULT_THEME.containerPaddings, ...objectOr(input?.containerPaddings) };
  theme.hideHead = input?.hideHead === true;
  theme.hideFoot = input?.hideFoot === true;
  return theme;
}

const SAFE_CSS_VALUE = /^[#\w\s.,%()'"+-]{1,120}$/;

const VARIABLES: Array<[string, keyof Theme]> = [
  ["--color-base-100", "backgroundColor"],
  ["--color-base-content", "textColor"],
  ["--color-primary", "primaryColor"],
  ["--color-info", "infoColor"],
  ["--color-success", "successColor"],
  ["--color-warning", "warningColor"],
  ["--color-error", "errorColor"],
  ["--shop-title-color", "titleColor"],
  ["--shop-hero-color", "heroColor"],
  ["--shop-desc-color", "descColor"],
  ["--shop-sales-price-color", "salesPriceColor"],
  ["--shop-line-price-color", "linePriceColor"],
  ["--shop-placeholder-color", "placeholderColor"],
  ["--shop-border-color", "borderColor"],
  ["--shop-block-space", "blockSpace"],
  ["--radius-box", "borderRadius"],
  ["--radius-field", "borderRadius"],
  ["--shop-title-font", "titleFontFamily"],
  ["--shop-body-font", "bodyFontFamily"],
  ["--shop-title-weight", "titleFontWeight"],
  ["--shop-body-weight", "bodyFontWeight"],
  ["--shop-title-size", "titleFontSize"],
  ["--shop-body-size", "bodyFontSize"],
];

/** Fills daisyUI writes text on (buttons, badges, alerts), with the variable of that text. */
const FILLS: Array<[string, keyof ThemeColors]> = [
  ["--color-primary-content", "primaryColor"],
  ["--color-info-content", "infoColor"],
  ["--color-success-content", "successColor"],
  ["--color-warning-content", "warningColor"],
  ["--color-error-content", "errorColor"],
];

/**
 * The text colour for a fill the operator chose. daisyUI's own `*-content` colours were tuned
 * for its light theme's fills, not for whatever the backend sends: the theme's text or
 * background colour when it reaches WCAG AA (4.5:1) on the fill, else black or white, whichever
 * contrasts more (never under 4.58:1). Null for a colour that cannot be read (daisyUI's stays).
 */
export function contentColorFor(
  fill: string,
  theme: Pick<ThemeColors, "textColor" | "backgroundColor">,
): string | null {
  if (contrastRatio("#000000", fill) === null) return null;
  for (const candidate of [theme.textColor, theme.backgroundColor]) {
    if (SAFE_CSS_VALUE.test(candidate) && (contrastRatio(candidate, fill) ?? 0) >= AA_TEXT) return candidate;
  }
  return (contrastRatio("#ffffff", fill) ?? 0) >= (contrastRatio("#000000", fill) ?? 0) ? "#ffffff" : "#000000";
}

/** daisyUI's light surfaces (base-200 cards and footer, base-300 borders), made from the theme's
    background and text, so a dark background does not get light grey panels under light text.
    base-200 stays within 2% of the background: secondary text that just reaches 4.5:1 on the
    page (the seed's #6b7280 on white is 4.8:1) still does on a panel. */
const SURFACES = [
  "--color-base-200:color-mix(in oklab,var(--color-base-100) 98%,var(--color-base-content))",
  "--color-base-300:color-mix(in oklab,var(--color-base-100) 90%,var(--color-base-content))",
];

export function themeToCss(theme: Theme): string {
  const declarations = VARIABLES.flatMap(([variable, key]) => {
    const value = String(theme[key]);
    return SAFE_CSS_VALUE.test(value) ? [`${variable}:${value}`] : [];
  });
  for (const [variable, key] of FILLS) {
    const fill = String(theme[key]);
    const content = SAFE_CSS_VALUE.test(fill) ? contentColorFor(fill, theme) : null;
    if (content) declarations.push(`${variable}:${content}`);
  }
  return `:root{${[...declarations, ...SURFACES].join(";")}}${containerCss(theme.containerWidths, theme.containerPaddings)}`;
}
