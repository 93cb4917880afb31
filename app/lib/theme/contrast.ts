/**
 * WCAG 2.2 contrast of the theme's colours. The theme comes from the backend's site settings,
 * so an operator can pick a text colour the shop's own CSS cannot rescue; the storefront checks
 * the text colours against the page background (SC 1.4.3, 4.5:1) and warns in the Worker log
 * (theme-contrast.server.ts) rather than overriding the operator's choice.
 */
import type { ThemeColors } from "../../../functions/contract/theme";

type Rgb = [number, number, number];

/** #rgb, #rrggbb, #rrggbbaa (alpha ignored) and rgb()/rgba(); anything else is null (not judged). */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  return rgb ? ([1, 2, 3].map((i) => Math.min(255, Number(rgb[i]))) as Rgb) : null;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours (1 to 21), or null when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseColor(foreground);
  const b = parseColor(background);
  if (!a || !b) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Theme colours used for text (or links and buttons) directly on the page background. */
const TEXT_ON_BACKGROUND: Array<keyof ThemeColors> = [
  "textColor",
  "titleColor",
  "descColor",
  "salesPriceColor",
  "linePriceColor",
  "placeholderColor",
  "primaryColor",
];

export const AA_TEXT = 4.5;

export type ContrastProblem = { color: keyof ThemeColors; value: string; background: string; ratio: number };

/** Every text colour under 4.5:1 against the background, with its ratio (rounded to 2 places). */
export function themeContrastProblems(theme: ThemeColors): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const color of TEXT_ON_BACKGROUND) {
    const ratio = contrastRatio(theme[color], theme.backgroundColor);
    if (ratio !== null && ratio < AA_TEXT) {
      problems.push({
        color,
        value: theme[color],
        background: theme.backgroundColor,
        ratio: Math.round(ratio * 100) / 100,
      });
    }
  }
  return problems;
}
