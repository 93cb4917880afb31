/**
 * Writes a shopper's personal parts into the shopper-neutral copy of a cached page
 * (docs/decisions/270), with HTMLRewriter as the page streams out, so a shopper without
 * JavaScript sees them too. The neutral render marks each place (functions/contract/shopper-parts.ts):
 * the sign-in link becomes the account menu (the markup AccountLink renders, from the one function
 * in functions/contract/account-menu.ts, ADR 341), the cart link gets the count and its
 * accessible name, the hearts of saved items are pressed, and the #shopper-parts data block gets
 * the same values for the browser's hydration (app/lib/stitched-parts.ts).
 */
import { HEART, SHOPPER_PARTS_ELEMENT_ID, STITCH_MARKS, type ShopperParts } from "../contract/shopper-parts";
import { accountMenuElementHtml, type AccountMenuTexts } from "../contract/account-menu";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
/** An attribute value as React wrote it (HTMLRewriter hands it over undecoded). */
const decoded = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]);
/**
 * The marks' JSON (the menu's texts, the cart link's plural forms) is the same on every stitch of
 * a page in a language, so each value is read once; the stitcher only reads what it is handed.
 */
const readValues = new Map<string, unknown>();

export function readJson<T>(value: string | null): T | null {
  if (!value) return null;
  if (readValues.has(value)) return readValues.get(value) as T | null;
  let read: T | null = null;
  try {
    read = JSON.parse(decoded(value)) as T;
  } catch {
    // Not JSON: the mark is left as rendered.
  }
  // Bounded: a few marks per language and build.
  if (readValues.size >= 256) readValues.delete(readValues.keys().next().value as string);
  readValues.set(value, read);
  return read;
}

/** One plural rule per language: making an Intl.PluralRules was a twentieth of a stitched page's CPU. */
const pluralRules = new Map<string, Intl.PluralRules | null>();

function pluralCategory(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      // An unknown language: the translator falls back the same way.
      rules = null;
    }
    // Bounded by the attribute values a page can carry; a page's own `lang` is one of 15.
    if (pluralRules.size < 64) pluralRules.set(lang, rules);
  }
  return rules ? rules.select(count) : "other";
}

/** The cart link's accessible name for `count`, chosen as the storefront's translator chooses. */
export function cartLabel(labels: Record<string, string>, lang: string, count: number): string | null {
  const category = pluralCategory(lang, count);
  const text = (count === 0 ? labels.zero : undefined) ?? labels[category] ?? labels.other;
  return text === undefined ? null : text.replace(/{{-?\s*count\s*}}/g, String(count));
}

/** The data block's text: JSON that cannot close its element. */
export const partsJson = (parts: ShopperParts) =>
  JSON.stringify(parts)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** Whether a heart's mark (`product:12`) names one of the shopper's saved items. */
export function savedHearts(parts: ShopperParts): (mark: string | null) => boolean {
  const savedIds = {
    article: new Set(parts.favorites.article),
    product: new Set(parts.favorites.product),
    page: new Set(parts.favorites.page),
  };
  return (mark) => {
    const [type, id] = (mark ?? "").split(":");
    return Object.hasOwn(savedIds, type) && savedIds[type as keyof typeof savedIds].has(Number(id));
  };
}

/**
 * Only the handlers this shopper's parts need are registered: a visitor's page has no account
 * menu to write and no hearts to press, and every handler is a call out of the rewriter for each
 * element its selector matches.
 */
export function stitchPage(page: Response, parts: ShopperParts, url: URL): Response {
  let lang = "en";
  const saved = savedHearts(parts);
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(element) {
        lang = element.getAttribute("lang") ?? lang;
      },
    })
    .on(`script#${SHOPPER_PARTS_ELEMENT_ID}`, {
      element(element) {
        element.setInnerContent(partsJson(parts), { html: true });
      },
    })
    .on(`a[${STITCH_MARKS.cartLink}]`, {
      element(element) {
        const labels = readJson<Record<string, string>>(element.getAttribute(STITCH_MARKS.cartLink));
        const label = labels ? cartLabel(labels, lang, parts.cartCount) : null;
        if (label !== null) element.setAttribute("aria-label", label);
      },
    })
    .on(`a[${STITCH_MARKS.cartLink}] > span.badge`, {
      element(element) {
        element.setInnerContent(String(parts.cartCount));
      },
    });
  if (!parts.account) return rewriter.transform(page);
  const account = parts.account;
  rewriter
    .on(`a[${STITCH_MARKS.accountSlot}]`, {
      element(element) {
        const texts = readJson<AccountMenuTexts>(element.getAttribute(STITCH_MARKS.accountSlot));
        if (!texts) return;
        element.replace(accountMenuElementHtml(texts, account.name, url.pathname + url.search), { html: true });
      },
    })
    .on(`[${STITCH_MARKS.visitorOnly}]`, {
      element(element) {
        element.remove();
      },
    });
  const { article, product, page: pages } = parts.favorites;
  if (!article.length && !product.length && !pages.length) return rewriter.transform(page);
  return pressSavedHearts(rewriter, saved).transform(page);
}

/**
 * The hearts of saved items pressed: the button's state and class, its glyph and its label. Also
 * how the stitch template (stitch-template.ts) cuts each heart's pressed form, all pressed.
 */
export function pressSavedHearts(rewriter: HTMLRewriter, saved: (mark: string | null) => boolean): HTMLRewriter {
  let pressed = false;
  return rewriter
    .on("button[data-favorite]", {
      element(element) {
        pressed = saved(element.getAttribute("data-favorite"));
        if (!pressed) return;
        element.setAttribute("aria-pressed", "true");
        element.setAttribute("value", "cancel");
        const classes = (element.getAttribute("class") ?? "").split(/\s+/);
        element.setAttribute(
          "class",
          classes.map((name) => (name === "btn-outline" ? "btn-secondary" : name)).join(" "),
        );
      },
    })
    .on('button[data-favorite] > span[aria-hidden="true"]', {
      element(element) {
        if (pressed) element.setInnerContent(HEART.on);
      },
    })
    .on(`button[data-favorite] > span[${STITCH_MARKS.labelOn}]`, {
      element(element) {
        const label = element.getAttribute(STITCH_MARKS.labelOn);
        if (pressed && label !== null) element.setInnerContent(decoded(label));
      },
    });
}
