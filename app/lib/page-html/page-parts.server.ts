/**
 * The parts of a page that depend only on content the backend sends alike to every shopper: the
 * sanitised trees of the page's HTML and the theme with its CSS. Each is made once per isolate
 * for the same content (isolate-memo.ts, docs/decisions/170) instead of on every render: the
 * product page's head, body and foot are the same bytes for every request until an operator
 * edits a template, and the theme is the shop's.
 */
import type { PageNode } from "~/lib/page-html/page-tree";
import type { Theme } from "../../../functions/contract/theme";
import { isolateMemo } from "../isolate-memo";
import { parsePageHtml } from "./page-html.server";
import { resolveTheme, themeToCss } from "../theme/theme";
import { warnAboutThemeContrast } from "../theme/theme-contrast.server";

const trees = isolateMemo<PageNode[]>();

/** parsePageHtml's tree, shared (frozen) between the requests that send the same HTML. */
export function pageHtmlTree(html: string | null | undefined): PageNode[] {
  return html ? trees.get(html, () => parsePageHtml(html)) : [];
}

type ThemeParts = { theme: Theme; themeCss: string };
const themes = isolateMemo<ThemeParts>();

function themeParts(input: Partial<Theme> | null | undefined): ThemeParts {
  const theme = resolveTheme(input);
  // Once per distinct theme per isolate (it was already logged only once per theme).
  warnAboutThemeContrast(theme);
  return { theme, themeCss: themeToCss(theme) };
}

/**
 * The backend's theme merged over the defaults, and its CSS. Keyed by the theme's JSON: it came
 * as JSON from the backend, so the text says everything the object does.
 */
export function pageTheme(input: Partial<Theme> | null | undefined): ThemeParts {
  return themes.get(JSON.stringify(input ?? null), () => themeParts(input));
}
