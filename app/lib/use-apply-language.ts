/**
 * Hands the translator the texts the page's data brought, before anything below the root Layout
 * translates: the root's (head and foot) and each matched route's own (ADR 280), at hydration
 * and on every navigation — the next screen's texts arrive with its data and are added in the
 * same render that shows it. A navigation to another language prefix switches the language in
 * that render too (changeLanguage is synchronous: the texts are already here).
 */
import { useMatches } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { Tree } from "~/lib/i18n/translator";
import { ROUTE_TEXTS } from "~/lib/i18n/route-texts";

export function useApplyLanguage(lang: string | undefined, messages: object | undefined) {
  const { i18n } = useTranslation();
  const matches = useMatches();
  if (!lang || !messages) return;
  i18n.addTexts(lang, messages as Tree);
  for (const match of matches) {
    const texts = (match.data as Record<string, unknown> | undefined)?.[ROUTE_TEXTS];
    if (texts && typeof texts === "object") i18n.addTexts(lang, texts as Tree);
  }
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}
