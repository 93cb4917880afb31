/**
 * Which attributes server HTML may keep on a tag (page-html.server.ts), and how their values are
 * made safe: URLs through the contract's safe-url.ts, ids and id references prefixed, rel words allow-listed.
 */
import { isSafeUrl, safeSrcset } from "../../../functions/contract/safe-url";

const GLOBAL_ATTRS = new Set(["class", "id", "title", "lang", "dir", "role"]);
const TAG_ATTRS: Record<string, Set<string>> = {
  // data-keep-scroll: a link that should not scroll to the top (e.g. tabs, "load more").
  a: new Set(["href", "target", "rel", "hreflang", "data-keep-scroll"]),
  img: new Set(["src", "alt", "width", "height", "loading", "srcset", "sizes"]),
  source: new Set(["srcset", "type", "media", "sizes"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan", "scope"]),
  time: new Set(["datetime"]),
  ol: new Set(["start", "reversed"]),
  details: new Set(["open"]),
};
/** Attributes that name other elements by id: they get the same prefix as the ids. */
const ID_REFERENCES = new Set([
  "aria-activedescendant",
  "aria-controls",
  "aria-describedby",
  "aria-details",
  "aria-errormessage",
  "aria-flowto",
  "aria-labelledby",
  "aria-owns",
]);
/**
 * Server HTML must not clobber the page's own ids (`main`, `i18n-messages`, …), so every `id`
 * it sets, every id it refers to and every same-page `#fragment` link is prefixed, as GitHub
 * does with user content (docs/decisions/111).
 */
export const USER_ID_PREFIX = "user-content-";
const prefixId = (id: string) => (id.startsWith(USER_ID_PREFIX) ? id : USER_ID_PREFIX + id);
/** rel words a link may carry; anything else (e.g. "opener") is dropped. */
const REL_WORDS = new Set([
  "nofollow",
  "ugc",
  "sponsored",
  "noopener",
  "noreferrer",
  "external",
  "author",
  "license",
  "tag",
  "help",
  "next",
  "prev",
]);

function cleanRel(rel: string | undefined, newTab: boolean): string | undefined {
  const words = new Set(
    (rel ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => REL_WORDS.has(word)),
  );
  if (newTab) words.add("noopener").add("noreferrer");
  return words.size ? [...words].join(" ") : undefined;
}

function cleanAttr(tag: string, name: string, value: string): string | undefined {
  if (name === "href") {
    if (!isSafeUrl(value, "link")) return undefined;
    const fragment = value.trim();
    return fragment.length > 1 && fragment.startsWith("#") ? `#${prefixId(fragment.slice(1))}` : value;
  }
  if (name === "src") return isSafeUrl(value, "image", { allowDataImage: tag === "img" }) ? value : undefined;
  if (name === "srcset") return safeSrcset(value, { allowDataImage: true });
  if (name === "id") return value.trim() ? prefixId(value.trim()) : undefined;
  if (ID_REFERENCES.has(name)) return value.trim().split(/\s+/).filter(Boolean).map(prefixId).join(" ") || undefined;
  return value;
}

export function cleanAttrs(tag: string, attrs: Record<string, string>): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    const allowed = GLOBAL_ATTRS.has(name) || TAG_ATTRS[tag]?.has(name) || name.startsWith("aria-");
    if (!allowed || name === "rel") continue;
    const cleaned = cleanAttr(tag, name, value);
    if (cleaned !== undefined) out[name] = cleaned;
  }
  if (tag === "a") {
    // Customers' articles arrive with rel="ugc nofollow"; a new tab adds noopener noreferrer to it.
    const rel = cleanRel(attrs.rel, out.target === "_blank");
    if (rel) out.rel = rel;
  }
  return Object.keys(out).length ? out : undefined;
}
