/**
 * The one URL check for HTML, on both sides of the contract: may this `href`, `src` or `srcset`
 * candidate be kept? The backend runs it on HTML it stores (commerce/content/sanitize.ts,
 * user-html.ts) and the storefront again on HTML it renders (app/lib/page-html/page-html.server.ts).
 *
 * The value is judged the way the most permissive reader would see it: HTML entities decoded
 * (repeatedly, so `&amp;#47;` counts too), percent escapes decoded, every whitespace and
 * control character removed (browsers drop tabs and newlines anywhere and spaces and C0
 * controls at the ends) and backslashes read as slashes (browsers do for http(s)). If any of
 * those readings is a protocol-relative URL (`//host`, `/\host`, `\\host`) or names a scheme
 * other than http(s), mailto and tel, the value is refused. Refusing a harmless oddity is
 * fine; letting one hostile form through is not.
 */

export type UrlUse = "link" | "image";

const LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const IMAGE_SCHEMES = new Set(["http", "https"]);
/** Inline raster pictures only: an SVG data URL can carry script. */
const RASTER_DATA = /^data:image\/(?:png|jpe?g|gif|webp|avif)[;,]/i;

const NAMED: Record<string, string> = {
  colon: ":",
  sol: "/",
  bsol: "\\",
  tab: "\t",
  newline: "\n",
  period: ".",
  lpar: "(",
  rpar: ")",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
  excl: "!",
  num: "#",
  percnt: "%",
  quest: "?",
  equals: "=",
  plus: "+",
  comma: ",",
  semi: ";",
  grave: "`",
  dollar: "$",
  lowbar: "_",
  hyphen: "-",
  dash: "-",
};

const ENTITY = /&#(\d+);?|&#x([0-9a-f]+);?|&([a-z]+);?/gi;
/** Whitespace, C0/C1 controls, soft hyphen, zero-width and bidi marks, BOM. */
// Control characters are the point: a browser ignores them inside a URL's scheme.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

export function decodeEntities(value: string): string {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    const next = current.replace(ENTITY, (match, decimal?: string, hex?: string, name?: string) => {
      if (decimal || hex) {
        const code = Number.parseInt(decimal ?? hex ?? "", decimal ? 10 : 16);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
      }
      return NAMED[(name ?? "").toLowerCase()] ?? match;
    });
    if (next === current) return next;
    current = next;
  }
  return current;
}

const decodePercent = (value: string) =>
  value.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const squeeze = (value: string) => decodeEntities(value).replace(INVISIBLE, "").replace(/\\/g, "/");

/** The readings of a value the check must all accept. */
function readings(value: string): string[] {
  const plain = squeeze(value);
  return [plain, squeeze(decodePercent(plain))];
}

function readingIsSafe(reading: string, use: UrlUse, allowDataImage: boolean): boolean {
  const scheme = SCHEME.exec(reading)?.[1].toLowerCase();
  if (scheme) {
    if (scheme === "data") return use === "image" && allowDataImage && RASTER_DATA.test(reading);
    return (use === "link" ? LINK_SCHEMES : IMAGE_SCHEMES).has(scheme);
  }
  if (reading.startsWith("//")) return false;
  // No scheme: a path, query or fragment. A colon before the first / ? # would be a scheme to
  // some reader (e.g. "1x:…" after an encoding we did not think of), so it is refused.
  return /^[^:/?#]*(?:[/?#]|$)/.test(reading);
}

/** May `value` be used as a link target (`use: "link"`) or picture source (`"image"`)? */
export function isSafeUrl(value: string, use: UrlUse, options: { allowDataImage?: boolean } = {}): boolean {
  return readings(value).every((reading) => readingIsSafe(reading, use, options.allowDataImage ?? false));
}

const DESCRIPTOR = /^(?:\d+w|\d+(?:\.\d+)?x|)$/;

/**
 * A `srcset` with every candidate checked like a `src`: bad candidates (or ones with a
 * descriptor other than `123w` / `1.5x`) are dropped; undefined when none is left.
 * Candidates are split as the HTML standard does: the URL runs to the next whitespace, a
 * trailing comma ends it, otherwise the descriptor runs to the next comma.
 */
export function safeSrcset(value: string, options: { allowDataImage?: boolean } = {}): string | undefined {
  const kept: string[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && /[\s,]/.test(value[at])) at += 1;
    if (at >= value.length) break;
    let start = at;
    while (at < value.length && !/\s/.test(value[at])) at += 1;
    let url = value.slice(start, at);
    let descriptor = "";
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else {
      start = at;
      while (at < value.length && value[at] !== ",") at += 1;
      descriptor = value.slice(start, at).trim();
      at += 1;
    }
    if (DESCRIPTOR.test(descriptor) && isSafeUrl(url, "image", options))
      kept.push(descriptor ? `${url} ${descriptor}` : url);
  }
  return kept.length ? kept.join(", ") : undefined;
}
