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
function readJson<T>(value: string | null): T | null {
  try {
    return value ? (JSON.parse(decoded(value)) as T) : null;
  } catch {
    return null;
  }
}

/** The cart link's accessible name for `count`, chosen as the storefront's translator chooses. */
export function cartLabel(labels: Record<string, string>, lang: string, count: number): string | null {
  let category = "other";
  try {
    category = new Intl.PluralRules(lang).select(count);
  } catch {
    // An unknown language: the translator falls back the same way.
  }
  const text = (count === 0 ? labels.zero : undefined) ?? labels[category] ?? labels.other;
  return text === undefined ? null : text.replace(/{{-?\s*count\s*}}/g, String(count));
}

/** The data block's text: JSON that cannot close its element. */
const partsJson = (parts: ShopperParts) =>
  JSON.stringify(parts)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function stitchPage(page: Response, parts: ShopperParts, url: URL): Response {
  let lang = "en";
  let pressed = false;
  const saved = (mark: string | null) => {
    const [type, id] = (mark ?? "").split(":");
    const list = parts.favorites[type as keyof ShopperParts["favorites"]];
    return Array.isArray(list) && list.includes(Number(id));
  };
  return new HTMLRewriter()
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
    .on(`a[${STITCH_MARKS.accountSlot}]`, {
      element(element) {
        const texts = readJson<AccountMenuTexts>(element.getAttribute(STITCH_MARKS.accountSlot));
        if (!parts.account || !texts) return;
        element.replace(accountMenuElementHtml(texts, parts.account.name, url.pathname + url.search), { html: true });
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
    })
    .on(`[${STITCH_MARKS.visitorOnly}]`, {
      element(element) {
        if (parts.account) element.remove();
      },
    })
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
    })
    .transform(page);
}
