/**
 * Interface texts, bundled into the Worker (there is no filesystem on Workers). They live in
 * `locales/<language>/<namespace>.json`, one file per screen family, so features add their own
 * files without touching each other's. A language without a text falls back to English key by
 * key; zh-TW uses the Traditional (zh-HK) texts where it has none of its own. The browser
 * receives only the merged texts of the current language.
 */
import type { Language } from "./languages";

type Tree = Record<string, unknown>;
export type Messages = Record<string, Tree>;

const FILES = import.meta.glob<Tree>("../../locales/*/*.json", { eager: true, import: "default" });

/** { en: { cart: {...}, orders: {...} }, zh: {...}, ... } from the file paths. */
function textsByLanguage(): Partial<Record<string, Messages>> {
  const out: Partial<Record<string, Messages>> = {};
  for (const [path, tree] of Object.entries(FILES)) {
    const [, language, namespace] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
    if (!language || !namespace) continue;
    (out[language] ??= {})[namespace] = tree;
  }
  return out;
}

const TEXTS = textsByLanguage();
const en = TEXTS.en ?? {};
/** What each language lays over English: its own texts, else those of a close relative. */
const FALLBACK_CHAIN: Partial<Record<Language, Language[]>> = { "zh-TW": ["zh-HK"] };

function mergeOver(base: Record<string, unknown>, over: unknown): Record<string, unknown> {
  if (!over || typeof over !== "object") return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over as Record<string, unknown>)) {
    const baseValue = base[key];
    if (baseValue && typeof baseValue === "object" && value && typeof value === "object") {
      out[key] = mergeOver(baseValue as Record<string, unknown>, value);
    } else if (typeof value === "string" && value.length > 0) {
      out[key] = value;
    }
  }
  return out;
}

const merged = new Map<Language, Messages>();

export function messagesFor(lang: Language): Messages {
  let messages = merged.get(lang);
  if (!messages) {
    const chain = [...(FALLBACK_CHAIN[lang] ?? []), lang];
    messages = chain.reduce<Tree>((base, code) => mergeOver(base, TEXTS[code]), en) as Messages;
    merged.set(lang, messages);
  }
  return messages;
}
