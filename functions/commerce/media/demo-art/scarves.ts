/** Scarves (a striped wool scarf with fringes, a printed silk square) and belts. */
import type { Paint } from "./paint";
import { lines, seam, shadow, shape, stitch, type Drawing, type View } from "./kit";

const fringe = (x0: number, x1: number, y: number, p: Paint) =>
  `<path d="${lines([x0, y], [x0 - 2, y + 46], [(x1 - x0) / 8, 0], 9)}" stroke="${p.base}" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="${lines([x0, y], [x0 - 2, y + 46], [(x1 - x0) / 8, 0], 9)}" stroke="${p.deep}" stroke-opacity=".3" stroke-width="2"/>`;

const TAIL_BACK = "M300 300 L384 310 L374 640 L288 632 Z";
const TAIL_FRONT = "M352 312 L436 300 L470 700 L388 708 Z";

function wool(view: View, p: Paint): string {
  const stripes = (d: string) => `<path d="${d}" fill="${p.light}"/>`;
  return (
    `<defs><pattern id="${p.id}w" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0 6 L6 0 L12 6" fill="none" stroke="${p.deep}" stroke-opacity=".22" stroke-width="2"/></pattern></defs>` +
    `<path d="${TAIL_BACK} ${TAIL_FRONT}" fill="url(#${p.id}w)"/>` +
    stripes("M290 570 L376 578 L375 594 L289 586 Z M289 600 L375 608 L375 616 L289 608 Z") +
    stripes("M383 628 L464 620 L466 638 L385 646 Z M386 658 L467 650 L468 660 L387 668 Z") +
    fringe(292, 372, 634, p) +
    fringe(392, 468, 706, p) +
    shadow("M352 312 L436 300 L438 340 L356 350 Z", p, 0.35) +
    (view === "front"
      ? `<path d="M296 292 Q360 270 440 290 L438 326 Q370 310 300 330 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>`
      : seam("M250 250 C250 140 550 140 550 250", p, 2))
  );
}

function silk(view: View, p: Paint): string {
  const motif = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r} Q${x + r} ${y - r} ${x + r} ${y} Q${x + r} ${y + r} ${x} ${y + r} Q${x - r} ${y + r} ${x - r} ${y} Q${x - r} ${y - r} ${x} ${y - r} Z" fill="none" stroke="#f6e7b8" stroke-width="4"/>`;
  return (
    `<path d="M400 170 L650 420 L400 670 L150 420 Z" fill="none" stroke="#f6e7b8" stroke-width="6"/>` +
    `<path d="M400 200 L620 420 L400 640 L180 420 Z" fill="none" stroke="${p.deep}" stroke-width="14" stroke-opacity=".6"/>` +
    (view === "front"
      ? motif(400, 420, 90) +
        motif(400, 420, 50) +
        motif(400, 300, 26) +
        motif(400, 540, 26) +
        motif(280, 420, 26) +
        motif(520, 420, 26)
      : `<path d="${lines([260, 330], [540, 330], [0, 30], 7)}" stroke="#f6e7b8" stroke-width="4" stroke-opacity=".7"/>`) +
    `<path d="M700 470 L620 560 L560 520 Z" fill="${p.deep}" stroke="${p.line}" stroke-width="2.5"/>`
  );
}

function belt(view: View, p: Paint): string {
  const holes = [590, 620, 650, 680]
    .map((x) => `<ellipse cx="${x}" cy="${x * 0.12 + 426}" rx="6" ry="4" fill="#2a2622"/>`)
    .join("");
  return (
    stitch("M196 420 C196 328 604 328 604 420 M604 420 C604 512 196 512 196 420", p) +
    shadow("M240 420 C240 360 560 360 560 420 C560 372 240 372 240 420 Z", p, 0.4) +
    holes +
    (view === "front"
      ? `<rect x="150" y="376" width="78" height="92" rx="12" fill="none" stroke="#c9a85c" stroke-width="12"/><path d="M154 422 L230 422" stroke="#b89449" stroke-width="8" stroke-linecap="round"/>`
      : `<rect x="150" y="376" width="78" height="92" rx="12" fill="none" stroke="#b9bcc4" stroke-width="12"/>`)
  );
}

export const WOOL_SCARF: Drawing = {
  parts: () => [
    {
      d: "M250 250 C250 130 550 130 550 250 C550 350 250 350 250 250 Z M304 250 C304 186 496 186 496 250 C496 300 304 300 304 250 Z",
      tone: "cloth",
      evenOdd: true,
    },
    shape(TAIL_BACK, "shade"),
    shape(TAIL_FRONT),
  ],
  details: wool,
  focus: [400, 620],
};

export const SILK_SCARF: Drawing = {
  parts: () => [shape("M400 120 L700 420 L400 720 L100 420 Z")],
  details: silk,
  focus: [400, 420],
};

export const BELT: Drawing = {
  parts: () => [
    {
      d: "M160 420 C160 300 640 300 640 420 C640 540 160 540 160 420 Z M214 420 C214 350 586 350 586 420 C586 490 214 490 214 420 Z",
      tone: "cloth",
      evenOdd: true,
    },
    shape("M560 444 L722 490 Q744 504 722 524 L556 492 Z"),
  ],
  details: belt,
  focus: [260, 420],
};
