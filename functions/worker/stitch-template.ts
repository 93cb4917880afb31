/**
 * A cached page cut once at the places the stitcher fills (stitch-page.ts), so a shopper's page
 * can be answered as gzip spliced from runs compressed once (stitch-splice.ts, docs/decisions/380)
 * instead of rewritten and compressed again per answer. The cut is the stitcher's own rewriter
 * run with sentinels: one pass with every heart as rendered, one with every heart pressed; what
 * lies between the sentinels is the page's fixed text, and each heart has both forms. Null
 * whenever the cut is not certain to give the rewriter's bytes; the page is then rewritten.
 */
import { gunzipSync } from "node:zlib";
import { SHOPPER_PARTS_ELEMENT_ID, STITCH_MARKS } from "../contract/shopper-parts";
import type { AccountMenuTexts } from "../contract/account-menu";
import type { DeflatedRun } from "./gzip-splice";
import { pressSavedHearts, readJson } from "./stitch-page";

type Mark =
  | { kind: "parts" | "count" | "visitorStart" | "visitorEnd" | "accountEnd" | "heartEnd" }
  | { kind: "cartLabel"; labels: Record<string, string>; lang: string }
  | { kind: "accountStart"; texts: AccountMenuTexts }
  | { kind: "heartStart"; mark: string | null };

/** Who a piece is for: a visitor's page keeps everything the signed-in one drops or replaces. */
export type Audience = { visitor: boolean; customer: boolean };
/** A place filled per request. */
export type Slot = Audience &
  (
    | { kind: "parts" | "count" }
    | { kind: "cartLabel"; labels: Record<string, string>; lang: string }
    | { kind: "account"; texts: AccountMenuTexts }
  );
type Piece =
  | Slot
  | (Audience & { kind: "text"; bytes: Uint8Array })
  | (Audience & { kind: "heart"; plain: Uint8Array; pressed: Uint8Array });

/** The page's pieces in order; `marks[n]` is the n-th heart's; `variants` are spliced forms (stitch-splice.ts). */
export type StitchTemplate = {
  pieces: Piece[];
  marks: (string | null)[];
  variants: Map<string, (DeflatedRun | Slot)[]>;
};

const encoder = new TextEncoder();

/** The page with a sentinel at each place the stitcher fills, and what each sentinel stands for. */
async function withSentinels(page: Uint8Array, token: string, pressAll: boolean) {
  const marks: Mark[] = [];
  const sentinel = (mark: Mark) => `${token}${marks.push(mark) - 1}-`;
  let lang = "en";
  const around = (element: Element, start: Mark, end: Mark) => {
    element.before(sentinel(start), { html: true });
    element.after(sentinel(end), { html: true });
  };
  const rewriter = new HTMLRewriter()
    .on("html", {
      element(element) {
        lang = element.getAttribute("lang") ?? lang;
      },
    })
    .on(`script#${SHOPPER_PARTS_ELEMENT_ID}`, {
      element(element) {
        element.setInnerContent(sentinel({ kind: "parts" }), { html: true });
      },
    })
    .on(`a[${STITCH_MARKS.cartLink}]`, {
      element(element) {
        const labels = readJson<Record<string, string>>(element.getAttribute(STITCH_MARKS.cartLink));
        if (labels) element.setAttribute("aria-label", sentinel({ kind: "cartLabel", labels, lang }));
      },
    })
    .on(`a[${STITCH_MARKS.cartLink}] > span.badge`, {
      element(element) {
        element.setInnerContent(sentinel({ kind: "count" }), { html: true });
      },
    })
    .on(`a[${STITCH_MARKS.accountSlot}]`, {
      element(element) {
        const texts = readJson<AccountMenuTexts>(element.getAttribute(STITCH_MARKS.accountSlot));
        if (texts) around(element, { kind: "accountStart", texts }, { kind: "accountEnd" });
      },
    })
    .on(`[${STITCH_MARKS.visitorOnly}]`, {
      element(element) {
        around(element, { kind: "visitorStart" }, { kind: "visitorEnd" });
      },
    });
  rewriter.on("button[data-favorite]", {
    element(element) {
      around(element, { kind: "heartStart", mark: element.getAttribute("data-favorite") }, { kind: "heartEnd" });
    },
  });
  if (pressAll) pressSavedHearts(rewriter, () => true);
  const text = await rewriter.transform(new Response(page as Uint8Array<ArrayBuffer>)).text();
  return { text, marks };
}

/**
 * The page split at its sentinels: text, sentinel number, text … Null when any sentinel is not
 * there exactly once (an element without an end tag, a sentinel swallowed by another rewrite).
 */
function split(text: string, token: string, count: number): string[] | null {
  const parts = text.split(new RegExp(`${token}(\\d+)-`));
  const seen = new Set(parts.filter((_, i) => i % 2 === 1));
  return seen.size === count && parts.length === 2 * count + 1 ? parts : null;
}

/** The template of a page's plain bytes; null when the cut does not come out certain. */
export async function cutTemplate(page: Uint8Array): Promise<StitchTemplate | null> {
  const token = `stitch${crypto.randomUUID().replaceAll("-", "")}n`;
  const marks: (string | null)[] = [];
  const pieces = cutPieces(
    token,
    await withSentinels(page, token, false),
    await withSentinels(page, token, true),
    marks,
  );
  return pieces ? { pieces, marks, variants: new Map() } : null;
}

type Cut = { text: string; marks: Mark[] };

/** The pieces between the sentinels; each heart's two forms from the plain and the pressed cut. */
function cutPieces(token: string, plain: Cut, pressed: Cut, marks: (string | null)[]): Piece[] | null {
  const parts = split(plain.text, token, plain.marks.length);
  const pressedParts = split(pressed.text, token, pressed.marks.length);
  if (!parts || !pressedParts || parts.length !== pressedParts.length) return null;
  const pieces: Piece[] = [];
  let visitorOnly = 0;
  let account: AccountMenuTexts | null = null;
  let heart: { mark: string | null; plain: string; pressed: string } | null = null;
  const audience = (): Audience => ({ visitor: true, customer: visitorOnly === 0 && !account });
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      if (heart) {
        heart.plain += parts[i];
        heart.pressed += pressedParts[i];
      } else if (parts[i] !== pressedParts[i]) return null;
      else if (parts[i]) pieces.push({ kind: "text", bytes: encoder.encode(parts[i]), ...audience() });
      continue;
    }
    const mark = plain.marks[Number(parts[i])];
    if (parts[i] !== pressedParts[i] || (heart && mark.kind !== "heartEnd")) return null;
    if (mark.kind === "parts" || mark.kind === "count") pieces.push({ kind: mark.kind, ...audience() });
    else if (mark.kind === "cartLabel") pieces.push({ ...mark, ...audience() });
    else if (mark.kind === "visitorStart") visitorOnly++;
    else if (mark.kind === "visitorEnd") visitorOnly--;
    else if (mark.kind === "accountStart") {
      if (account) return null;
      account = mark.texts;
    } else if (mark.kind === "accountEnd" && account) {
      pieces.push({ kind: "account", texts: account, visitor: false, customer: visitorOnly === 0 });
      account = null;
    } else if (mark.kind === "heartStart") heart = { mark: mark.mark, plain: "", pressed: "" };
    else if (mark.kind === "heartEnd" && heart) {
      marks.push(heart.mark);
      const [plainBytes, pressedBytes] = [heart.plain, heart.pressed].map((text) => encoder.encode(text));
      pieces.push({ kind: "heart", plain: plainBytes, pressed: pressedBytes, ...audience() });
      heart = null;
    } else return null;
  }
  return visitorOnly === 0 && !account && !heart ? pieces : null;
}

/** The template of a page kept as gzip bytes (the Cache API's entry, compressed-page.ts). */
export const cutGzipTemplate = async (gzip: Uint8Array) => cutTemplate(new Uint8Array(gunzipSync(gzip)));
