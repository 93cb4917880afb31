/**
 * The theme's container screens and paddings (docs/spec.md §3: "container screen widths and
 * paddings") as CSS, made on the server with the rest of the theme's <style>. Media queries
 * cannot read CSS variables, so each breakpoint becomes its own rule. The rules follow the
 * stylesheet in the document, so at equal specificity they replace the build-time `container`
 * of app/tailwind.css: the first rule resets its max-width, so a theme whose breakpoints are
 * wider than the build's leaves no build-time width in force below them.
 */
import { CONTAINER_PADDINGS, CONTAINER_SCREENS } from "../../../functions/contract/theme";

const SCREEN_NAME = /^[a-z0-9]{1,8}$/;
const PADDING = /^(?:\d{1,3}(?:\.\d{1,3})?|\.\d{1,3})(?:rem|em|px|%|vw)$|^0$/;

function widthsOf(input: unknown): Array<[string, number]> {
  const source = input && typeof input === "object" ? (input as Record<string, unknown>) : CONTAINER_SCREENS;
  const widths = Object.entries(source).flatMap(([name, value]) => {
    const px = typeof value === "string" ? Number.parseFloat(value) : value;
    return SCREEN_NAME.test(name) && typeof px === "number" && Number.isFinite(px) && px > 0 && px < 100_000
      ? [[name, Math.round(px)] as [string, number]]
      : [];
  });
  return widths.length ? widths.sort((a, b) => a[1] - b[1]) : Object.entries(CONTAINER_SCREENS);
}

function paddingsOf(input: unknown): Record<string, string> {
  const source = input && typeof input === "object" ? (input as Record<string, unknown>) : CONTAINER_PADDINGS;
  const valid = Object.entries(source).filter(
    ([name, value]) => SCREEN_NAME.test(name) && typeof value === "string" && PADDING.test(value.trim()),
  );
  return valid.length
    ? Object.fromEntries(valid.map(([name, value]) => [name, String(value).trim()]))
    : { ...CONTAINER_PADDINGS };
}

/**
 * `.container` rules for the theme: full width with the `default` padding, then at each screen
 * (ascending) its max-width and, when the theme names one for it, its padding. A padding keyed by
 * a screen the widths do not name is ignored; a missing or unusable value keeps the spec's.
 */
export function containerCss(widthsInput: unknown, paddingsInput: unknown): string {
  const widths = widthsOf(widthsInput);
  const paddings = paddingsOf(paddingsInput);
  const base = `.container{width:100%;max-width:none;padding-inline:${paddings.default ?? CONTAINER_PADDINGS.default}}`;
  const screens = widths.map(([name, px]) => {
    const padding = paddings[name] ? `;padding-inline:${paddings[name]}` : "";
    return `@media (width>=${px}px){.container{max-width:${px}px${padding}}}`;
  });
  return [base, ...screens].join("");
}
