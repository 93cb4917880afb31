/** Trousers and skirts: chinos, jeans (copper stitching and rivets), joggers, an A-line skirt. */
import type { Paint } from "./paint";
import { button, fold, lines, seam, shadow, shape, stitch, type Drawing, type View } from "./kit";

const STRAIGHT = "M270 120 L530 120 L546 280 L530 742 L414 742 L400 342 L386 742 L270 742 L254 280 Z";
const TAPERED =
  "M270 120 L530 120 L552 290 L522 690 L518 742 L420 742 L424 690 L400 350 L376 690 L380 742 L282 742 L278 690 L248 290 Z";
const SKIRT = "M290 140 L510 140 L518 186 L612 644 Q400 684 188 644 L282 186 Z";

const COPPER = "#c98a3a";

function fitted(view: View, p: Paint, jeans: boolean): string {
  const thread = jeans ? COPPER : p.stitch;
  const out =
    `<path d="M270 120 L530 120 L532 160 L268 160 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="M300 120 L300 170 M360 120 L360 170 M440 120 L440 170 M500 120 L500 170" stroke="${p.deep}" stroke-width="7"/>` +
    stitch("M272 728 L384 728 M416 728 L528 728", p, thread) +
    seam("M256 300 L270 742 M544 300 L530 742", p, 2) +
    fold("M320 400 Q330 560 326 730", p, 6) +
    fold("M480 400 Q470 560 474 730", p, 6) +
    `<path d="${lines([296, 590], [360, 598], [0, 16], 3)} ${lines([440, 598], [504, 590], [0, 16], 3)}" stroke="${p.deep}" stroke-opacity=".25" stroke-width="4"/>` +
    shadow("M400 342 L386 742 L372 742 L394 342 Z", p, 0.25);
  if (view === "back")
    return (
      out +
      seam("M260 230 Q400 190 540 230", p) +
      seam("M400 160 L400 342", p) +
      `<path d="M292 250 L372 240 L376 340 L336 360 L296 340 Z M508 250 L428 240 L424 340 L464 360 L504 340 Z" fill="none" stroke="${p.line}" stroke-width="2.5"/>` +
      stitch("M296 262 L372 252 M504 262 L428 252", p, thread) +
      (jeans
        ? `<rect x="450" y="130" width="50" height="24" rx="3" fill="#8a5a32" stroke="#5b3a1f" stroke-width="2"/>`
        : "")
    );
  return (
    out +
    button(400, 140, 8, p) +
    stitch("M412 160 L412 280 Q412 300 396 304", p, thread) +
    seam("M268 170 Q320 190 336 250 M532 170 Q480 190 464 250", p) +
    stitch("M276 176 Q322 196 334 240 M524 176 Q478 196 466 240", p, thread) +
    (jeans
      ? `<path d="M470 172 L506 172 L504 206 L472 206 Z" fill="none" stroke="${COPPER}" stroke-width="2" stroke-dasharray="5 4"/>` +
        `<circle cx="338" cy="250" r="4" fill="${COPPER}"/><circle cx="462" cy="250" r="4" fill="${COPPER}"/>`
      : seam("M330 300 L330 420 M470 300 L470 420", p, 1.5))
  );
}

function joggers(view: View, p: Paint): string {
  const out =
    `<path d="M270 120 L530 120 L533 170 L267 170 Z M278 690 L376 690 L380 742 L282 742 Z M424 690 L522 690 L518 742 L420 742 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="${lines([280, 124], [280, 166], [12, 0], 21)} ${lines([288, 694], [290, 738], [11, 0], 8)} ${lines([432, 694], [430, 738], [11, 0], 8)}" stroke="${p.deep}" stroke-opacity=".45" stroke-width="2"/>` +
    fold("M300 450 Q340 470 360 440", p, 6) +
    fold("M440 440 Q460 470 500 450", p, 6) +
    seam("M250 300 L280 690 M550 300 L520 690", p, 2) +
    shadow("M400 350 L376 690 L362 690 L394 350 Z", p, 0.25);
  if (view === "back")
    return (
      out +
      seam("M400 170 L400 350", p) +
      `<path d="M300 230 L370 226 L372 290 L300 294 Z" fill="none" stroke="${p.line}" stroke-width="2.5"/>`
    );
  return (
    out +
    `<path d="M388 168 Q380 220 366 250 M412 168 Q420 220 434 250" fill="none" stroke="#f4f1ea" stroke-width="5" stroke-linecap="round"/>` +
    seam("M262 180 Q300 200 310 280 M538 180 Q500 200 490 280", p)
  );
}

function skirt(view: View, p: Paint): string {
  const pleats = [320, 360, 400, 440, 480].map((x) => `M${x} 186 L${400 + (x - 400) * 2.1} 660`).join(" ");
  const out =
    `<path d="M290 140 L510 140 L518 186 L282 186 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="${pleats}" stroke="${p.deep}" stroke-opacity=".45" stroke-width="3"/>` +
    [340, 420].map((x) => fold(`M${x} 200 L${400 + (x - 400) * 2.1 + 20} 660`, p, 14)).join("") +
    stitch("M198 628 Q400 666 602 628", p);
  return view === "back" ? out + seam("M400 186 L400 330", p) : out + button(490, 163, 7, p);
}

export const CHINOS: Drawing = {
  parts: () => [shape(STRAIGHT)],
  details: (v, p) => fitted(v, p, false),
  focus: [400, 190],
};
export const JEANS: Drawing = {
  parts: () => [shape(STRAIGHT)],
  details: (v, p) => fitted(v, p, true),
  focus: [460, 200],
};
export const JOGGERS: Drawing = { parts: () => [shape(TAPERED)], details: joggers, focus: [400, 180] };
export const SKIRT_DRAWING: Drawing = { parts: () => [shape(SKIRT)], details: skirt, focus: [400, 240] };
