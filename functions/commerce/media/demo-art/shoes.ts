/**
 * Shoes in profile, toe to the left: runners, court and trail shoes, Chelsea, hiking and ankle
 * boots. The back view shows the pair from the other side.
 */
import type { Paint } from "./paint";
import { lines, partsSvg, shape, type Drawing, type Part, type View } from "./kit";
import { moveAttribute, movePath } from "./transform";

type Shoe = { parts: Part[]; details: (p: Paint) => string; focus: [number, number] };

const laces = (from: [number, number], to: [number, number], count: number, p: Paint) => {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = from[0] + ((to[0] - from[0]) * i) / (count - 1);
    const y = from[1] + ((to[1] - from[1]) * i) / (count - 1);
    out.push(
      `<path d="M${x - 14} ${y + 10} L${x + 18} ${y - 12}" stroke="#f4f1ea" stroke-width="6" stroke-linecap="round"/><circle cx="${x - 16}" cy="${y + 12}" r="4" fill="${p.deep}"/><circle cx="${x + 20}" cy="${y - 14}" r="4" fill="${p.deep}"/>`,
    );
  }
  return out.join("");
};

const lugs = (y: number, from: number, to: number) => {
  let d = `M${from} ${y}`;
  for (let x = from; x < to; x += 40) d += ` L${x + 10} ${y + 18} L${x + 30} ${y + 18} L${x + 40} ${y}`;
  return d + " Z";
};

const RUNNER: Shoe = {
  parts: [
    shape(
      "M132 520 Q124 468 180 452 L322 404 Q360 340 436 314 L470 300 Q520 316 560 300 L604 290 Q642 300 652 360 L666 460 L668 524 Z",
    ),
    shape("M116 516 L684 516 Q694 560 672 578 L152 584 Q108 574 116 516 Z", "sole"),
    shape("M152 584 L672 578 Q670 600 650 606 L172 608 Q148 602 152 584 Z", "rubber"),
  ],
  details: (p) =>
    `<path d="M600 292 Q648 310 656 400 L666 516 L588 516 Q606 420 600 292 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="M250 496 Q420 480 560 360 L584 384 Q430 510 250 514 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M132 520 Q128 470 180 452 L230 436 Q220 490 236 518 Z" fill="${p.dark}" fill-opacity=".7"/>` +
    `<path d="M436 314 Q470 270 520 280 L540 300 Q500 312 470 300 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>` +
    laces([340, 400], [452, 322], 5, p) +
    `<path d="M160 540 L660 536" stroke="#d8d2c6" stroke-width="3"/>`,
  focus: [400, 380],
};

const COURT: Shoe = {
  parts: [
    shape("M130 520 Q130 474 200 462 L340 434 Q380 380 450 360 L600 340 Q648 346 654 400 L660 520 Z"),
    shape("M112 508 L686 508 L688 584 Q400 596 120 588 Q104 560 112 508 Z", "sole"),
  ],
  details: (p) =>
    `<path d="M116 546 L684 546" stroke="#cfc8bb" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<path d="M588 344 Q640 350 646 420 L650 508 L600 508 Q610 420 588 344 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M340 434 Q300 470 300 508 M450 360 Q470 440 520 508" fill="none" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="${[0, 1, 2].map((r) => lines([180 + r * 12, 470 + r * 12], [180 + r * 12, 470 + r * 12], [18, 0], 4)).join(" ")}" stroke="${p.deep}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M300 500 Q420 470 540 380 L566 396 Q440 492 330 508 Z" fill="${p.deep}" fill-opacity=".55"/>` +
    `<path d="M130 520 Q134 474 200 462 L250 452 Q236 486 244 508 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M604 340 L640 332 L652 420 L620 426 Z" fill="${p.deep}"/>` +
    laces([356, 424], [456, 368], 4, p),
  focus: [400, 420],
};

const TRAIL: Shoe = {
  parts: [
    shape(
      "M134 520 Q120 460 186 440 L320 396 Q362 330 440 306 L476 296 Q520 312 562 296 L606 286 Q646 298 656 360 L668 460 L670 524 Z",
    ),
    shape("M116 516 L686 516 Q696 556 674 574 L150 580 Q106 570 116 516 Z", "shade"),
    shape(lugs(576, 150, 670), "rubber"),
  ],
  details: (p) =>
    `<path d="M134 520 Q122 462 186 440 L240 424 Q246 480 262 520 Z" fill="#3a3733" fill-opacity=".8"/>` +
    `<path d="M262 470 L560 330 M300 500 L600 380" stroke="${p.deep}" stroke-width="6" stroke-opacity=".5"/>` +
    laces([340, 392], [456, 316], 5, p) +
    `<path d="M610 286 Q640 250 650 300" fill="none" stroke="${p.deep}" stroke-width="6"/>`,
  focus: [400, 380],
};

const CHELSEA: Shoe = {
  parts: [
    shape("M136 556 Q128 500 204 482 L380 444 Q420 420 430 356 L438 196 L618 196 L626 400 Q662 470 664 556 Z"),
    shape("M124 552 L672 552 L674 586 L148 592 Q122 584 124 552 Z", "rubber"),
    shape("M560 586 L672 586 L670 626 L566 626 Z", "rubber"),
  ],
  details: (p) =>
    `<path d="M470 200 L490 200 L520 420 Q500 440 470 440 Z" fill="${p.deep}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="${lines([474, 210], [482, 430], [8, 0], 4)}" stroke="${p.dark}" stroke-width="2"/>` +
    `<path d="M600 196 L606 150 L630 150 L628 198" fill="none" stroke="${p.deep}" stroke-width="8"/>` +
    `<path d="M136 556 Q150 520 240 500" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M130 566 L670 566" stroke="#6d675e" stroke-width="2" stroke-dasharray="6 5"/>`,
  focus: [480, 320],
};

const HIKING: Shoe = {
  parts: [
    shape("M130 540 Q122 480 196 462 L348 420 Q384 390 400 330 L412 250 Q500 232 600 246 L628 380 Q664 450 664 540 Z"),
    shape("M112 536 L684 536 Q692 572 672 586 L150 590 Q106 580 112 536 Z", "shade"),
    shape(lugs(586, 150, 670), "rubber"),
  ],
  details: (p) =>
    `<path d="M412 250 Q500 232 600 246 L604 282 Q500 270 410 286 Z" fill="${p.deep}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M130 540 Q124 486 196 462 L260 446 Q262 510 280 540 Z" fill="#3a3733" fill-opacity=".75"/>` +
    `<path d="M560 250 Q600 360 620 536" fill="none" stroke="${p.deep}" stroke-width="8" stroke-opacity=".5"/>` +
    laces([360, 420], [420, 300], 5, p) +
    `<path d="M404 276 L430 270 M404 300 L430 294" stroke="#9a9488" stroke-width="4"/>`,
  focus: [400, 360],
};

const ANKLE: Shoe = {
  parts: [
    shape("M112 560 Q140 520 240 492 L400 456 Q430 430 440 380 L448 230 L610 230 L618 420 Q640 470 636 530 L640 560 Z"),
    shape("M108 556 L560 556 L560 580 Q300 590 120 574 Z", "rubber"),
    shape("M560 540 L646 540 L640 642 L590 642 Z", "rubber"),
  ],
  details: (p) =>
    `<path d="M560 236 L566 520" stroke="#b9b4aa" stroke-width="6"/><rect x="556" y="240" width="18" height="30" rx="4" fill="#c9c4ba" stroke="#6d675e" stroke-width="2"/>` +
    `<path d="M112 560 Q150 520 240 496" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M448 230 L610 230 L612 252 L448 252 Z" fill="${p.dark}"/>`,
  focus: [520, 330],
};

/** The other shoe of the pair, seen from its inner side, behind and a little higher. */
const MIRROR: [number, number, number, number] = [-0.9, 760, 0.9, -10];

const NEAR: [number, number, number, number] = [1, 20, 1, 80];
/** One shoe alone is long and low: drawn larger so it fills the picture as garments do. */
const LARGE: [number, number, number, number] = [1.16, -64, 1.16, -30];

function pairView(shoe: Shoe): Drawing {
  return {
    parts: (view: View) =>
      shoe.parts.map((part) => shape(movePath(part.d, view === "front" ? LARGE : NEAR), part.tone)),
    details: (view, p) => `<g transform="${moveAttribute(view === "front" ? LARGE : NEAR)}">${shoe.details(p)}</g>`,
    behind: (view, p) =>
      view === "front"
        ? ""
        : `<g transform="${moveAttribute(MIRROR)}">${partsSvg(shoe.parts, p)}${shoe.details(p)}</g>`,
    focus: [shoe.focus[0] * LARGE[0] + LARGE[1], shoe.focus[1] * LARGE[2] + LARGE[3]],
  };
}

export const RUNNER_SHOE = pairView(RUNNER);
export const COURT_SNEAKER = pairView(COURT);
export const TRAIL_SHOE = pairView(TRAIL);
export const CHELSEA_BOOT = pairView(CHELSEA);
export const HIKING_BOOT = pairView(HIKING);
export const ANKLE_BOOT = pairView(ANKLE);
