/**
 * Warns the operator, once per distinct theme per Worker instance, when the backend's theme has
 * text colours under WCAG AA contrast on its background. The log is where an operator of a
 * Workers shop looks (wrangler tail, the dashboard); the page still renders with their colours.
 */
import { themeContrastProblems } from "./contrast";
import type { Theme } from "../../../functions/contract/theme";

const warned = new Set<string>();

export function warnAboutThemeContrast(theme: Theme, log: (message: string) => void = console.warn): void {
  const problems = themeContrastProblems(theme);
  if (problems.length === 0) return;
  const key = problems.map((p) => `${p.color}=${p.value}/${p.background}`).join(";");
  if (warned.has(key)) return;
  warned.add(key);
  const list = problems.map((p) => `${p.color} ${p.value} on ${p.background} is ${p.ratio}:1`).join(", ");
  log(
    `[theme] Colours below WCAG AA contrast (4.5:1) for text: ${list}. Shoppers with low vision may not read them; change them in the theme settings.`,
  );
}
