/**
 * Every word the backend says itself (errors, field messages, headings in composed pages, mails),
 * read from `locales/<language>/backend.json`: the same i18next JSON the storefront's texts use
 * (ADR 155), so `node scripts/locale-gaps.mjs` and locales.test.ts hold the backend's words to
 * the same parity. Imported, not read from disk: a Worker has no filesystem, and the bundler
 * inlines JSON. `{{0}}`, `{{1}}` are positional parameters; a text a language lacks falls back
 * key by key (zh-TW to zh-HK, then English), as the storefront's texts do. A text that counts
 * ("Only {{0}} left", "in {{0}} seconds") is an i18next plural key (`stockLimit_one`, `_other`…):
 * its form follows the first number among the parameters (ADR 226).
 */
import { createInstance, type TFunction } from "i18next";
import type { Language } from "./languages";
import en from "../../../../locales/en/backend.json";
import zh from "../../../../locales/zh/backend.json";
import zhTW from "../../../../locales/zh-TW/backend.json";
import zhHK from "../../../../locales/zh-HK/backend.json";
import de from "../../../../locales/de/backend.json";
import es from "../../../../locales/es/backend.json";
import fr from "../../../../locales/fr/backend.json";
import id from "../../../../locales/id/backend.json";
import it from "../../../../locales/it/backend.json";
import ja from "../../../../locales/ja/backend.json";
import ko from "../../../../locales/ko/backend.json";
import pt from "../../../../locales/pt/backend.json";
import th from "../../../../locales/th/backend.json";
import fil from "../../../../locales/fil/backend.json";
import vi from "../../../../locales/vi/backend.json";

type StoredKey = keyof typeof en;
/** A plural text is asked for by its base name: "stockLimit" for stockLimit_one/_other. */
type PluralBase<Key extends string> = Key extends `${infer Base}_${"one" | "other"}` ? Base : Key;
export type MessageKey = PluralBase<StoredKey>;
export type Catalogue = Partial<Record<StoredKey, string>>;

const NAMESPACE = "backend";

/** Each language's own texts, without fallbacks (for the parity test). */
export const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  en,
  zh,
  "zh-TW": zhTW,
  "zh-HK": zhHK,
  de,
  es,
  fr,
  id,
  it,
  ja,
  ko,
  pt,
  th,
  fil,
  vi,
};

let i18n: ReturnType<typeof createInstance> | undefined;

/** One i18next instance for the isolate, made on first use (synchronously: the texts are bundled). */
function instance() {
  if (!i18n) {
    i18n = createInstance();
    void i18n.init({
      resources: Object.fromEntries(Object.entries(CATALOGUES).map(([code, texts]) => [code, { [NAMESPACE]: texts }])),
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      // "currentOnly": i18next would otherwise try "zh" (Simplified) between zh-TW and its fallbacks.
      load: "currentOnly",
      fallbackLng: { "zh-TW": ["zh-HK", "en"], default: ["en"] },
      initImmediate: false,
      // Mails and field messages are plain text; a parameter not passed reads as "" (as it always has).
      interpolation: { escapeValue: false },
      missingInterpolationHandler: () => "",
    });
  }
  return i18n;
}

export type Translate = (key: MessageKey, ...params: (string | number)[]) => string;

const translators = new Map<Language, Translate>();

export function translator(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const t: TFunction = instance().getFixedT(language, NAMESPACE);
    // A text without parameters reads the same every time: i18next's lookup (fallbacks,
    // interpolation) runs once per key and language in an isolate, not on every call (a page's
    // menus and headings ask for a dozen, ADR 170). Bounded by the keys of backend.json.
    const plain = new Map<MessageKey, string>();
    translate = (key, ...params) => {
      // The first number decides a plural text's form (a text without plural keys ignores it).
      if (params.length) return t(key, { ...params, count: params.find((p) => typeof p === "number") }) as string;
      let text = plain.get(key);
      if (text === undefined) {
        text = t(key, {}) as string;
        plain.set(key, text);
      }
      return text;
    };
    translators.set(language, translate);
  }
  return translate;
}

export function isMessageKey(value: string): value is MessageKey {
  return value in en || `${value}_other` in en;
}
