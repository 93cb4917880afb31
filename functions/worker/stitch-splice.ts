/**
 * One shopper's page as gzip spliced from its template (stitch-template.ts, docs/decisions/380):
 * the fixed runs deflated once, each value of this request as a stored block between them. Every
 * cut ends a run's back references, so a run is cut only where a value goes: the page's text and
 * its hearts (plain or pressed) are joined into runs per variant — visitor or signed in, and which
 * hearts are pressed — made on a variant's first use and kept with the template.
 */
import type { ShopperParts } from "../contract/shopper-parts";
import { accountMenuElementHtml } from "../contract/account-menu";
import { cartLabel, partsJson, savedHearts } from "./stitch-page";
import { deflateRun, splicedGzip, type DeflatedRun, type SplicePiece } from "./gzip-splice";
import type { Slot, StitchTemplate } from "./stitch-template";

/** Per page: the visitor's, the signed-in shopper's with nothing pressed, and a few sets of pressed hearts. */
const MAX_VARIANTS = 8;
const encoder = new TextEncoder();

type CartLabelSlot = Extract<Slot, { kind: "cartLabel" }>;
/**
 * The cart link's name per count, chosen once per template: the plural rule's `select` was a
 * twentieth of a spliced page's CPU in the profile (ADR 380). Bounded: counts are small.
 */
const cartNames = new WeakMap<CartLabelSlot, Map<number, string | null>>();

function cartName(slot: CartLabelSlot, count: number): string | null {
  let names = cartNames.get(slot);
  if (!names) cartNames.set(slot, (names = new Map()));
  let name = names.get(count);
  if (name === undefined) {
    const label = cartLabel(slot.labels, slot.lang, count);
    // As the rewriter writes an attribute value: only the quote is escaped.
    name = label === null ? null : label.replaceAll('"', "&quot;");
    if (names.size < 64) names.set(count, name);
  }
  return name;
}

function joined(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The template's runs for one audience and set of pressed hearts, cut only at the values. */
function variant(template: StitchTemplate, customer: boolean, pressed: number[]): (DeflatedRun | Slot)[] {
  const key = `${customer ? "customer" : "visitor"}:${pressed.join(",")}`;
  const known = template.variants.get(key);
  if (known) return known;
  const isPressed = new Set(pressed);
  const made: (DeflatedRun | Slot)[] = [];
  let run: Uint8Array[] = [];
  const endRun = () => {
    if (run.length) made.push(deflateRun(joined(run)));
    run = [];
  };
  let heart = -1;
  for (const piece of template.pieces) {
    if (piece.kind === "heart") heart++;
    if (!(customer ? piece.customer : piece.visitor)) continue;
    if (piece.kind === "text") run.push(piece.bytes);
    else if (piece.kind === "heart") run.push(isPressed.has(heart) ? piece.pressed : piece.plain);
    else {
      endRun();
      made.push(piece);
    }
  }
  endRun();
  // Bounded: the oldest variant made goes first.
  if (template.variants.size >= MAX_VARIANTS) template.variants.delete(template.variants.keys().next().value!);
  template.variants.set(key, made);
  return made;
}

/**
 * One shopper's page as gzip bytes, decompressing to what stitchPage writes for the same parts;
 * null when a value cannot be had as the rewriter would write it (a cart name missing its form).
 */
export function splicePage(template: StitchTemplate, parts: ShopperParts, url: URL): Uint8Array | null {
  const customer = parts.account !== null;
  const { article, product, page } = parts.favorites;
  // The stitcher presses hearts only for a signed-in shopper with saved items.
  const saved = customer && (article.length || product.length || page.length) ? savedHearts(parts) : null;
  const pressed = saved ? template.marks.flatMap((mark, heart) => (saved(mark) ? [heart] : [])) : [];
  const out: SplicePiece[] = [];
  for (const piece of variant(template, customer, pressed)) {
    if (!("kind" in piece)) out.push(piece);
    else if (piece.kind === "parts") out.push(encoder.encode(partsJson(parts)));
    else if (piece.kind === "count") out.push(encoder.encode(String(parts.cartCount)));
    else if (piece.kind === "cartLabel") {
      const name = cartName(piece, parts.cartCount);
      if (name === null) return null;
      out.push(encoder.encode(name));
    } else if (piece.kind === "account" && parts.account)
      out.push(encoder.encode(accountMenuElementHtml(piece.texts, parts.account.name, url.pathname + url.search)));
  }
  return splicedGzip(out);
}
