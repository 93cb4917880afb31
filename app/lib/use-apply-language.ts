/**
 * Hands the translator the texts the root loader's data brought, before anything below the root
 * Layout translates: at hydration (the document carries them only there, ADR 155), and when a
 * navigation crosses to another language prefix, switched in during the same render
 * (changeLanguage is synchronous: the texts are already here).
 */
import { useTranslation } from "~/lib/i18n/react";
import type { Tree } from "~/lib/i18n/translator";

export function useApplyLanguage(lang: string | undefined, messages: object | undefined) {
  const { i18n } = useTranslation();
  if (!lang || !messages) return;
  if (!i18n.hasResourceBundle(lang, "translation")) {
    i18n.addResourceBundle(lang, "translation", messages as Tree);
  }
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}
