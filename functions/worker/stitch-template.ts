/**
 * A cached page cut once, when it is stored, into its fixed bytes and the few places a shopper's
 * parts go (docs/decisions/364), so a stitched page from the isolate's memory is those bytes
 * joined with the shopper's values: no HTML is parsed per request. The places are the ones
 * stitch-page.ts rewrites (the marks of functions/contract/shopper-parts.ts), found by one
 * HTMLRewriter pass over the stored page that puts a sentinel (a comment naming a random token,
 * which nothing in the page can know) on each side of each place; the pass reads the marks' texts
 * once. The values written are the same stitch-page.ts writes, so both give the same bytes
 * (tests/worker/compressed-pages.test.ts compares them). A page whose places nest or cannot be
 * cut cleanly gets no template and is stitched by the rewriter as before.
 */
import { HEART, SHOPPER_PARTS_ELEMENT_ID, STITCH_MARKS, type ShopperParts } from "../contract/shopper-parts";
import { accountMenuElementHtml, type AccountMenuTexts } from "../contract/account-menu";
import { cartLabel, decoded, isSaved, partsJson, readJson, savedIdsOf } from "./stitch-page";
import { withAttributes } from "./start-tag";

/** A place in the page and what the pass read there; `text` is the page's own bytes for it. */
export type Slot =
  | { kind: "parts" }
  | { kind: "cart-tag"; labels: Record<string, string> | null }
  | { kind: "cart-badge" }
  | { kind: "account"; texts: AccountMenuTexts | null }
  | { kind: "visitor-only" }
  | { kind: "favorite-tag"; mark: string | null }
  | { kind: "favorite-heart"; mark: string | null }
  | { kind: "favorite-label"; mark: string | null; label: string | null };

/**
 * Fixed bytes and places, in page order: `fixed[i]`, `slots[i]`, …, the last fixed part. The
 * fixed parts are views of the stored page's own bytes: a template costs the memory no copy.
 */
export type StitchTemplate = {
  lang: string;
  fixed: Uint8Array[];
  slots: { slot: Slot; text: string }[];
};

const encoder = new TextEncoder();

/** Text as lol-html writes a text node it is given (setInnerContent without `html`). */
const escapedText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Whether `part` is the page's own bytes at `offset`. */
function sameBytes(page: Uint8Array, offset: number, part: Uint8Array): boolean {
  if (offset + part.byteLength > page.byteLength) return false;
  for (let index = 0; index < part.byteLength; index++) if (page[offset + index] !== part[index]) return false;
  return true;
}

/**
 * Cuts `page` by the same page written with sentinels (`<!--token:i-->` before and after place
 * i); null when the sentinels do not pair up in order (a place inside another, or missing) or
 * the text around them is not the page's own bytes.
 */
export function cutTemplate(
  page: Uint8Array,
  marked: string,
  token: string,
  places: Slot[],
  lang: string,
): StitchTemplate | null {
  const pieces = marked.split(new RegExp(`<!--${token}:(\\d+)-->`));
  // pieces: text, index, text, index, text …: each place's two sentinels must come in a row.
  if (pieces.length !== places.length * 4 + 1) return null;
  const fixed: Uint8Array[] = [];
  const slots: StitchTemplate["slots"] = [];
  let offset = 0;
  /** The page's bytes for `text`, which must come next in the page. */
  const take = (text: string) => {
    const bytes = encoder.encode(text);
    if (!sameBytes(page, offset, bytes)) return null;
    offset += bytes.byteLength;
    return page.subarray(offset - bytes.byteLength, offset);
  };
  for (let place = 0; place < places.length; place++) {
    const at = place * 4;
    if (pieces[at + 1] !== String(place) || pieces[at + 3] !== String(place)) return null;
    const before = take(pieces[at]);
    if (!before || !take(pieces[at + 2])) return null;
    fixed.push(before);
    slots.push({ slot: places[place], text: pieces[at + 2] });
  }
  const last = take(pieces[pieces.length - 1]);
  if (!last || offset !== page.byteLength) return null;
  fixed.push(last);
  return { lang, fixed, slots };
}

/** The page's template: one HTMLRewriter pass with sentinels around each place, then cut. */
export async function buildTemplate(html: Uint8Array): Promise<StitchTemplate | null> {
  const token = `stitch-${crypto.randomUUID()}`;
  const places: Slot[] = [];
  let lang = "en";
  let mark: string | null = null;
  const sentinel = (index: number) => `<!--${token}:${index}-->`;
  /** A place from just before `open` to just after `close` (element.before/prepend/append/after). */
  const place = (slot: Slot, open: (text: string) => void, close: (text: string) => void) => {
    const index = places.push(slot) - 1;
    open(sentinel(index));
    close(sentinel(index));
  };
  const raw = { html: true };
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(element) {
        lang = element.getAttribute("lang") ?? lang;
      },
    })
    .on(`script#${SHOPPER_PARTS_ELEMENT_ID}`, {
      element(element) {
        place(
          { kind: "parts" },
          (text) => element.prepend(text, raw),
          (text) => element.append(text, raw),
        );
      },
    })
    .on(`a[${STITCH_MARKS.cartLink}]`, {
      element(element) {
        const labels = readJson<Record<string, string>>(element.getAttribute(STITCH_MARKS.cartLink));
        place(
          { kind: "cart-tag", labels },
          (text) => element.before(text, raw),
          (text) => element.prepend(text, raw),
        );
      },
    })
    .on(`a[${STITCH_MARKS.cartLink}] > span.badge`, {
      element(element) {
        place(
          { kind: "cart-badge" },
          (text) => element.prepend(text, raw),
          (text) => element.append(text, raw),
        );
      },
    })
    .on(`a[${STITCH_MARKS.accountSlot}]`, {
      element(element) {
        const texts = readJson<AccountMenuTexts>(element.getAttribute(STITCH_MARKS.accountSlot));
        place(
          { kind: "account", texts },
          (text) => element.before(text, raw),
          (text) => element.after(text, raw),
        );
      },
    })
    .on(`[${STITCH_MARKS.visitorOnly}]`, {
      element(element) {
        place(
          { kind: "visitor-only" },
          (text) => element.before(text, raw),
          (text) => element.after(text, raw),
        );
      },
    })
    .on("button[data-favorite]", {
      element(element) {
        mark = element.getAttribute("data-favorite");
        place(
          { kind: "favorite-tag", mark },
          (text) => element.before(text, raw),
          (text) => element.prepend(text, raw),
        );
      },
    })
    .on('button[data-favorite] > span[aria-hidden="true"]', {
      element(element) {
        place(
          { kind: "favorite-heart", mark },
          (text) => element.prepend(text, raw),
          (text) => element.append(text, raw),
        );
      },
    })
    .on(`button[data-favorite] > span[${STITCH_MARKS.labelOn}]`, {
      element(element) {
        place(
          { kind: "favorite-label", mark, label: element.getAttribute(STITCH_MARKS.labelOn) },
          (text) => element.prepend(text, raw),
          (text) => element.append(text, raw),
        );
      },
    });
  const marked = await rewriter.transform(new Response(html as Uint8Array<ArrayBuffer>)).text();
  return cutTemplate(html, marked, token, places, lang);
}

/** What goes in one place for this shopper: the page's own text where nothing changes. */
function filled(
  { slot, text }: StitchTemplate["slots"][number],
  parts: ShopperParts,
  lang: string,
  saved: (mark: string | null) => boolean,
  redirectTo: string,
): string {
  switch (slot.kind) {
    case "parts":
      return partsJson(parts);
    case "cart-tag": {
      const label = slot.labels ? cartLabel(slot.labels, lang, parts.cartCount) : null;
      return label === null ? text : withAttributes(text, { "aria-label": label });
    }
    case "cart-badge":
      return String(parts.cartCount);
    case "account":
      return parts.account && slot.texts ? accountMenuElementHtml(slot.texts, parts.account.name, redirectTo) : text;
    case "visitor-only":
      return parts.account ? "" : text;
    case "favorite-tag":
      if (!parts.account || !saved(slot.mark)) return text;
      return withAttributes(text, {
        "aria-pressed": "true",
        value: "cancel",
        class: (current) =>
          (current ?? "")
            .split(/\s+/)
            .map((name) => (name === "btn-outline" ? "btn-secondary" : name))
            .join(" "),
      });
    case "favorite-heart":
      return parts.account && saved(slot.mark) ? HEART.on : text;
    case "favorite-label":
      return parts.account && saved(slot.mark) && slot.label !== null ? escapedText(decoded(slot.label)) : text;
  }
}

/** The page with this shopper's parts written in: the same bytes stitch-page.ts writes. */
export function stitchedBytes(template: StitchTemplate, parts: ShopperParts, url: URL): Uint8Array {
  const savedIds = savedIdsOf(parts);
  const saved = (mark: string | null) => isSaved(savedIds, mark);
  const redirectTo = url.pathname + url.search;
  const chunks: Uint8Array[] = [template.fixed[0]];
  let length = template.fixed[0].byteLength;
  template.slots.forEach((slot, index) => {
    const value = encoder.encode(filled(slot, parts, template.lang, saved, redirectTo));
    const next = template.fixed[index + 1];
    chunks.push(value, next);
    length += value.byteLength + next.byteLength;
  });
  const page = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    page.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return page;
}

/** The neutral answer (from memory) with this shopper's parts written in, by its template. */
export async function stitchByTemplate(
  neutral: Response,
  template: StitchTemplate,
  parts: ShopperParts,
  url: URL,
): Promise<Response> {
  await neutral.body?.cancel();
  const page = stitchedBytes(template, parts, url);
  return new Response(page as Uint8Array<ArrayBuffer>, {
    status: neutral.status,
    statusText: neutral.statusText,
    headers: neutral.headers,
  });
}
