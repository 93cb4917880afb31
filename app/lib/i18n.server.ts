/**
 * Interface texts, bundled into the Worker (there is no filesystem on Workers). They live in
 * `locales/<language>/<namespace>.json`, one file per screen family, so features add their own
 * files without touching each other's. All 15 languages have their own folder (locales.test.ts
 * holds them to parity), but a namespace added on a feature branch reaches the other languages
 * only with the translator's next pass: until then a missing text falls back key by key, zh-TW
 * to the Traditional zh-HK texts, every language to English. The browser receives only the
 * merged texts of the current language, once (ADR 155), and only those the page reads: the
 * root's data the head's and foot's, each route's data its screen's (ADR 280). The backend's
 * words (`backend.json`) are the backend's own: they stay out of the storefront's texts.
 */
import type { Language } from "../../functions/contract/languages";

type Tree = Record<string, unknown>;
export type Messages = Record<string, Tree>;

const FILES = import.meta.glob<Tree>(["../../locales/*/*.json", "!../../locales/*/backend.json"], {
  eager: true,
  import: "default",
});

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

/** One language's texts laid over its fallbacks and English (exported for its test). */
export function layerTexts(texts: Partial<Record<string, Messages>>, lang: Language): Messages {
  const chain = [...(FALLBACK_CHAIN[lang] ?? []), lang];
  return chain.reduce<Tree>((base, code) => mergeOver(base, texts[code]), texts.en ?? {}) as Messages;
}

const merged = new Map<Language, Messages>();

export function messagesFor(lang: Language): Messages {
  let messages = merged.get(lang);
  if (!messages) {
    messages = layerTexts(TEXTS, lang);
    merged.set(lang, messages);
  }
  return messages;
}

/**
 * Only the named parts of one language's texts (ADR 280: each page's data brings its own): whole
 * namespaces (`cart`), or single keys (`auth.accountMenu`, with its plural forms) where a page
 * reads two texts of a large namespace.
 */
export function textsOf(lang: Language, parts: readonly string[]): Messages {
  const all = messagesFor(lang);
  const out: Messages = {};
  for (const part of parts) {
    const [namespace, ...path] = part.split(".");
    if (!all[namespace]) continue;
    if (!path.length) {
      out[namespace] = all[namespace];
      continue;
    }
    let from: Tree = all[namespace];
    let to: Tree = (out[namespace] ??= {});
    for (const segment of path.slice(0, -1)) {
      if (!from[segment] || typeof from[segment] !== "object") break;
      from = from[segment] as Tree;
      to = (to[segment] ??= {}) as Tree;
    }
    const last = path[path.length - 1];
    for (const [key, value] of Object.entries(from)) if (key === last || key.startsWith(`${last}_`)) to[key] = value;
  }
  return out;
}
