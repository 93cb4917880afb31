/**
 * The attribute values both of the backend's sanitisers (sanitize.ts for the shop's HTML,
 * user-html.ts for customers') write back: URL attributes through safe-url.ts, everything
 * else escaped. `xss` hands these functions the raw attribute text, entities still encoded.
 */
import { decodeEntities, isSafeUrl, safeSrcset } from "../../contract/safe-url";

/** Escapes quotes and angle brackets, and `&` unless it already starts an entity. */
export const escapeAttrValue = (value: string) =>
  value
    .replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

const escapeDecoded = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const URL_ATTRS = new Set(["href", "src", "srcset"]);

/**
 * The value to write for a URL attribute, or "" to empty it. A srcset is decoded before its
 * candidates are split (an encoded space or comma splits them in the browser too), and written
 * back as checked.
 */
export function urlAttrValue(name: string, value: string, options: { allowDataImage?: boolean } = {}): string {
  if (name === "href") return isSafeUrl(value, "link") ? escapeAttrValue(value.trim()) : "";
  if (name === "src") return isSafeUrl(value, "image", options) ? escapeAttrValue(value.trim()) : "";
  const srcset = safeSrcset(decodeEntities(value), options);
  return srcset ? escapeDecoded(srcset) : "";
}
