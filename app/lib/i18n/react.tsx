/**
 * The storefront's translation hooks, on the server and in the browser alike (ADR 080, 155):
 * `useTranslation`, `Trans` and a provider over translator.ts, with react-i18next's names and the
 * members of `i18n` the storefront calls. Components import them from here, never from
 * react-i18next; translator.test.tsx renders them beside react-i18next and compares.
 */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from "react";
import { translate, type TranslateOptions, type Tree } from "./translator";

export type TFunction = (key: unknown, options?: TranslateOptions) => string;

/**
 * One language at a time, with every language's texts seen so far (a navigation may switch).
 * The server makes one per request with the request's texts; the browser one per page, given its
 * texts by the root loader's data (use-apply-language.ts).
 */
const isTree = (value: unknown): value is Tree => !!value && typeof value === "object";

export class StorefrontI18n {
  language: string;
  private readonly bundles = new Map<string, Tree>();
  private readonly translators = new Map<string, TFunction>();
  private readonly listeners = new Set<() => void>();

  constructor(lang: string, messages: Tree | null) {
    this.language = lang;
    if (messages) this.bundles.set(lang, messages);
  }

  /** `t` of one language; the same function until the language changes (stable for memo deps). */
  translatorFor(lang: string): TFunction {
    let t = this.translators.get(lang);
    if (!t) {
      t = (key, options) => translate(lang, this.bundles.get(lang) ?? {}, key, options);
      this.translators.set(lang, t);
    }
    return t;
  }

  t: TFunction = (key, options) => this.translatorFor(this.language)(key, options);

  hasResourceBundle(lang: string, _namespace?: string) {
    return this.bundles.has(lang);
  }

  getResourceBundle(lang: string, _namespace?: string) {
    return this.bundles.get(lang);
  }

  /**
   * Laid beside what is here, namespace by namespace: the root and a route may each bring some
   * keys of one namespace (route-namespaces.ts), and the route's must not drop the root's.
   */
  addResourceBundle(lang: string, _namespace: string, messages: Tree) {
    const merged: Tree = { ...this.bundles.get(lang) };
    for (const [namespace, texts] of Object.entries(messages)) {
      const here = merged[namespace];
      merged[namespace] = isTree(here) && isTree(texts) ? { ...here, ...texts } : texts;
    }
    this.bundles.set(lang, merged);
  }

  private readonly added = new WeakSet<Tree>();

  /**
   * Namespaces a page's data brought, laid beside those already here (ADR 280). The same data
   * object is taken once, so calling this on every render costs nothing after the first.
   */
  addTexts(lang: string, texts: Tree) {
    if (this.added.has(texts)) return;
    this.added.add(texts);
    this.addResourceBundle(lang, "translation", texts);
  }

  /**
   * Switched synchronously (the texts are already here), so the render that called it reads the
   * new language; components that do not re-render in that pass are told after it, never during.
   */
  changeLanguage(lang: string) {
    if (lang !== this.language) {
      this.language = lang;
      queueMicrotask(() => this.listeners.forEach((listener) => listener()));
    }
    return Promise.resolve(this.t);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}

const I18nContext = createContext<StorefrontI18n | null>(null);
let fallback: StorefrontI18n | undefined;

export function I18nProvider({ i18n, children }: { i18n: StorefrontI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/**
 * As react-i18next does: `t` translates in the language current when it is called, so components
 * rendered after the language switched in the same render already speak the new one; the others
 * re-render when told. (Reading the language through useSyncExternalStore instead made React
 * see a store change mid-transition and held a language-switching navigation for seconds.)
 */
export function useTranslation() {
  // The context's instance, or one module-wide fallback: stable across renders either way.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const i18n = useContext(I18nContext) ?? (fallback ??= new StorefrontI18n("en", null));
  const [lang, setLang] = useState(i18n.language);
  useEffect(() => i18n.subscribe(() => setLang(i18n.language)), [i18n]);
  // A new function per language, so memoised texts that depend on `t` are made again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [i18n, lang]);
  return { t, i18n, ready: true };
}

type TransProps = {
  i18nKey: string;
  components?: Record<string, ReactElement>;
  values?: TranslateOptions;
  count?: number;
};

/** A text with `<name>…</name>` tags, each rendered as the element given under that name. */
export function Trans({ i18nKey, components = {}, values, count }: TransProps) {
  const { t } = useTranslation();
  const text = t(i18nKey, { count, ...values, defaultValue: i18nKey });
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const component = components[match[1]];
    parts.push(isValidElement(component) ? cloneElement(component, { key: parts.length }, match[2]) : match[2]);
    last = tag.lastIndex;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
