/**
 * The storefront's translator: i18next's `t` reduced to what the storefront's texts use (ADR 080,
 * 155). The server renders and the browser hydrates with it; the texts are i18next JSON, which the
 * backend reads with i18next itself, so every rule below copies i18next 23's behaviour exactly
 * (translator.test.tsx compares the two on every key of every locale): nested keys split on ".", `{{name}}` interpolation (values as plain strings, never
 * escaped; an unknown variable stays as written, one passed as undefined becomes ""), plural keys
 * `key_<category>` chosen by Intl.PluralRules with `key_zero` first for 0 and the bare key last,
 * `defaultValue`, and a missing key answering the key itself.
 */
export type Tree = { [key: string]: unknown };
export type TranslateOptions = { [name: string]: unknown; count?: unknown; defaultValue?: unknown; replace?: unknown };

const NAMESPACE = "translation";
// i18next's test of "natural language" keys: those are never split into namespace and key.
const NATURAL = /( |,|\?|!|;)/;
const VARIABLE = /{{(.+?)}}/g;

const pluralRules = new Map<string, Intl.PluralRules | null>();

function pluralRule(lang: string): Intl.PluralRules | null {
  if (!pluralRules.has(lang)) {
    let rule: Intl.PluralRules | null = null;
    try {
      rule = new Intl.PluralRules(lang.replace("_", "-"));
    } catch {
      rule = lang.match(/-|_/) ? pluralRule(lang.split(/-|_/)[0]) : null;
    }
    pluralRules.set(lang, rule);
  }
  return pluralRules.get(lang)!;
}

/** A dotted path, walked one segment at a time (i18next's getPath). */
function walk(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const segment of path.slice(0, -1)) {
    if (!node || typeof node === "string") return undefined;
    node = Object.prototype.hasOwnProperty.call(node, segment) ? (node as Tree)[segment] : {};
  }
  if (!node || typeof node === "string") return undefined;
  return (node as Tree)[path[path.length - 1]];
}

// i18next also tries keys whose own names hold dots ("a.b" under "x"); the storefront's texts have
// none (translator.test.tsx holds them to that), so a dotted key is always a path here.
const lookup = (texts: Tree, key: string): unknown => walk(texts, key.split("."));

/** `ns:key` names a namespace unless the key reads like a sentence (i18next's extractFromKey). */
function splitNamespace(key: string): { namespace: string; key: string } {
  if (!key.includes(":")) return { namespace: NAMESPACE, key };
  const dot = key.indexOf(".");
  const looksLikePath = !NATURAL.test(key) || (dot > 0 && !NATURAL.test(key.substring(0, dot)));
  if (!looksLikePath || /\$t\((.+?)\)/.test(key)) return { namespace: NAMESPACE, key };
  const parts = key.split(":");
  const namespace = parts.shift()!;
  return { namespace, key: parts.join(".") };
}

const isValid = (value: unknown) => value !== undefined && value !== null;

/** Replaces `{{name}}` (and `{{- name}}`) with the options' values, as i18next does with escapeValue off. */
export function interpolate(text: string, options: TranslateOptions): string {
  const data = (options.replace && typeof options.replace === "object" ? options.replace : options) as Tree;
  const replaceAll = (input: string, pattern: RegExp) =>
    input.replace(pattern, (match: string, name: string) => {
      const variable = name.trim();
      const value = Object.prototype.hasOwnProperty.call(data, variable)
        ? data[variable]
        : walk(data, variable.split("."));
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, variable) ? "" : match;
      return value === null ? "" : "" + value;
    });
  return replaceAll(replaceAll(text, /{{-(.+?)}}/g), VARIABLE);
}

/** `t(key, options)` over one language's merged texts. */
export function translate(lang: string, texts: Tree, rawKey: unknown, options: TranslateOptions = {}): string {
  if (rawKey === undefined || rawKey === null) return "";
  const { namespace, key } = splitNamespace(String(rawKey));
  const tree = namespace === NAMESPACE ? texts : undefined;
  const count = options.count;
  const plural = count !== undefined && typeof count !== "string";
  const candidates = [key];
  if (plural) {
    const rule = pluralRule(lang);
    candidates.unshift(key + (rule ? `_${rule.select(count as number)}` : ""));
    if (count === 0) candidates.unshift(`${key}_zero`);
  }
  let found: unknown;
  for (const candidate of candidates) {
    if (isValid(found)) break;
    found = tree ? lookup(tree, candidate) : undefined;
  }
  if (isValid(found) && typeof found === "object") {
    return `key '${key} (${lang})' returned an object instead of string.`;
  }
  let text: unknown = found;
  const hasDefault = Object.keys(options).some(
    (name) => name.startsWith("defaultValue") && options[name] !== undefined,
  );
  if (!isValid(text) && hasDefault) text = options.defaultValue;
  if (!isValid(text)) text = key;
  return typeof text === "string" ? interpolate(text, options) : (text as string);
}
