/**
 * Applies the language of the page being shown before it renders: when a navigation crosses to
 * another language prefix, the root loader brings that language's texts, and they are switched
 * in during the same render (i18next has no backend here, so changeLanguage is synchronous).
 */
import { useTranslation } from "react-i18next";

export function useApplyLanguage(lang: string | undefined, messages: object | undefined) {
  const { i18n } = useTranslation();
  if (!lang || !messages || i18n.language === lang) return;
  if (!i18n.hasResourceBundle(lang, "translation")) {
    i18n.addResourceBundle(lang, "translation", messages, true, true);
  }
  void i18n.changeLanguage(lang);
}
