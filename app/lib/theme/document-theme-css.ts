/**
 * The theme's CSS travels once in a document (ADR 350): the head's <style> holds it, and the
 * document's loader data leaves it out (`themeCss: ""`). The server draws the <style> from the
 * theme object the data still carries; the browser reads the text back from that <style> when it
 * hydrates. A client navigation's data carries the CSS, since the next page may bring its own theme.
 */
import type { Theme } from "../../../functions/contract/theme";
import { themeToCss } from "./theme";

/** The head's <style> element that holds the theme's CSS variables. */
export const THEME_STYLE_ID = "theme-css";

const drawn = new WeakMap<Theme, string>();

/**
 * Server: the CSS of a theme object. The loaders share one object per distinct theme per isolate
 * (lib/page-html/page-parts.server.ts), so each is turned into CSS once.
 */
export function cssOfTheme(theme: Theme): string {
  let css = drawn.get(theme);
  if (css === undefined) {
    css = themeToCss(theme);
    drawn.set(theme, css);
  }
  return css;
}

/** Browser: the CSS the document's <style> holds, as the server drew it. */
export function documentThemeCss(): string {
  return document.getElementById(THEME_STYLE_ID)?.textContent ?? "";
}
