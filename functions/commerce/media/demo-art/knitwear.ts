/** Knitwear: crew-neck jumpers (a cable down the front) and cardigans, with ribbed cuffs and hems. */
import type { Paint } from "./paint";
import { button, lines, seam, shadow, shape, stitch, type Drawing, type View } from "./kit";

const BODY = (view: View, cardigan: boolean) =>
  `M345 160 Q400 ${view === "back" ? 176 : cardigan ? 330 : 206} 455 160 L590 200 Q640 250 660 330 L700 590 L702 640 L648 648 L642 600 L590 380 L585 610 L575 682 L225 682 L215 610 L210 380 L158 600 L152 648 L98 640 L100 590 L140 330 Q160 250 210 200 Z`;

/** A knit's rows: tiny chevrons over the whole piece. */
const knit = (p: Paint, body: string) =>
  `<defs><pattern id="${p.id}k" width="16" height="14" patternUnits="userSpaceOnUse"><path d="M1 3 L8 10 L15 3" fill="none" stroke="${p.deep}" stroke-opacity=".22" stroke-width="2"/></pattern></defs><path d="${body}" fill="url(#${p.id}k)"/>`;

function ribs(p: Paint): string {
  return (
    `<path d="M100 590 L158 600 L152 648 L98 640 Z M700 590 L642 600 L648 648 L702 640 Z M215 610 L585 610 L575 682 L225 682 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="${lines([230, 614], [238, 678], [14, 0], 25)} ${lines([110, 594], [106, 642], [12, 2], 4)} ${lines([690, 594], [694, 642], [-12, 2], 4)}" stroke="${p.deep}" stroke-opacity=".55" stroke-width="3"/>`
  );
}

function details(view: View, p: Paint, cardigan: boolean): string {
  const body = BODY(view, cardigan);
  const out =
    knit(p, body) +
    ribs(p) +
    seam("M210 200 Q206 290 210 380 M590 200 Q594 290 590 380", p) +
    shadow("M590 380 L585 610 L555 610 L560 380 Z", p, 0.15);
  if (view === "back")
    return (
      out +
      `<path d="M345 160 Q400 176 455 160 L448 172 Q400 186 352 172 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>`
    );
  if (!cardigan) {
    const cable: string[] = [];
    for (let y = 240; y < 600; y += 40)
      cable.push(`M384 ${y} Q416 ${y + 20} 384 ${y + 40} M416 ${y} Q384 ${y + 20} 416 ${y + 40}`);
    return (
      out +
      `<path d="M345 160 Q400 176 455 160 Q400 206 345 160 Z" fill="${p.deep}"/>` +
      `<path d="M345 160 Q400 206 455 160 L446 176 Q400 214 354 176 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
      `<path d="${cable.join(" ")}" fill="none" stroke="${p.deep}" stroke-opacity=".6" stroke-width="6"/>` +
      stitch("M362 236 L362 600 M438 236 L438 600", p)
    );
  }
  return (
    out +
    `<path d="M345 160 Q400 176 455 160 L400 330 Z" fill="${p.deep}"/>` +
    `<path d="M345 160 L400 330 L400 682 L384 682 L384 338 L330 168 Z M455 160 L400 330 L400 682 L416 682 L416 338 L470 168 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    [370, 430, 490, 550, 610].map((y) => button(408, y, 7, p)).join("") +
    `<path d="M250 470 L340 470 L340 560 L250 560 Z M460 470 L550 470 L550 560 L460 560 Z" fill="${p.base}" fill-opacity=".5" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="${lines([250, 478], [340, 478], [0, 6], 3)} ${lines([460, 478], [550, 478], [0, 6], 3)}" stroke="${p.deep}" stroke-opacity=".5" stroke-width="2"/>`
  );
}

export const JUMPER: Drawing = {
  parts: (view) => [shape(BODY(view, false))],
  details: (view, p) => details(view, p, false),
  focus: [400, 260],
};

export const CARDIGAN: Drawing = {
  parts: (view) => [shape(BODY(view, true))],
  details: (view, p) => details(view, p, true),
  focus: [420, 470],
};
