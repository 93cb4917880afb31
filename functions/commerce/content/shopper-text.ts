/**
 * What shoppers write (reviews, comments, inquiries, feedback) is plain text: on save every tag
 * is dropped, and the bodies of script, style and frame elements with it, so no markup, event
 * handler or `javascript:` link is ever stored. Pages print it as text (React escapes it), so
 * `<`, `&` and quotes that remain are kept as written rather than turned into entities.
 */
import xss from "xss";
import { invalidInput } from "../kernel/http/envelope";
import type { Translate } from "../kernel/i18n/messages";

const OPTIONS = {
  whiteList: {},
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  escapeHtml: (text: string) => text,
};

export function plainText(text: string): string {
  // A "<" that cannot open a tag ("1 < 2") is text; the parser would otherwise swallow the rest,
  // so it waits out the parse as a private-use character (one a shopper's own text cannot hold).
  const guarded = text.replace(/\uE000/g, "").replace(/<(?![a-zA-Z/!?])/g, "\uE000");
  return xss(guarded, OPTIONS)
    .replace(/\uE000/g, "<")
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Sanitises the named fields of an input; a field that was only markup is missing (code 40), so
 * nothing is saved. Done in the handler, not the schema, so the OpenAPI document stays plain.
 */
export function plainFields<Input extends Record<string, unknown>, Key extends keyof Input & string>(
  input: Input,
  keys: readonly Key[],
  t: Translate,
): Input {
  const out = { ...input };
  const fields: Record<string, string> = {};
  for (const key of keys) {
    const value = input[key];
    if (typeof value !== "string") continue;
    const text = plainText(value);
    if (!text) fields[key] = t("fieldRequired", key);
    out[key] = text as Input[Key];
  }
  if (Object.keys(fields).length) throw invalidInput(fields);
  return out;
}
