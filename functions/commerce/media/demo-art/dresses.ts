/** Dresses: a fitted midi with a flared skirt, a long-sleeved wrap dress and a belted shirt dress. */
import type { Paint } from "./paint";
import { button, fold, seam, shadow, shape, stitch, zip, type Drawing, type View } from "./kit";

const MIDI = (view: View) =>
  `M352 130 Q400 ${view === "back" ? 150 : 186} 448 130 L520 150 Q548 168 562 206 L588 262 L546 282 L530 262 L515 360 Q600 540 648 704 Q400 744 152 704 Q200 540 285 360 L270 262 L254 282 L212 262 L238 206 Q252 168 280 150 Z`;

const WRAP = (view: View) =>
  `M352 130 Q400 ${view === "back" ? 150 : 170} 448 130 L522 150 Q556 168 572 214 L650 510 L608 526 L540 300 L522 280 L512 360 Q590 540 630 700 Q400 736 170 700 Q210 540 288 360 L278 280 L260 300 L192 526 L150 510 L228 214 Q244 168 278 150 Z`;

const SHIRT_DRESS = (view: View) =>
  `M352 130 Q400 ${view === "back" ? 150 : 170} 448 130 L530 154 Q566 176 590 230 L624 316 L570 338 L540 280 L528 300 Q532 380 524 380 Q570 540 590 700 Q400 724 210 700 Q230 540 276 380 Q268 380 272 300 L260 280 L230 338 L176 316 L210 230 Q234 176 270 154 Z`;

const skirtFolds = (p: Paint) =>
  fold("M330 372 Q296 540 246 708", p) + fold("M400 376 Q404 560 398 724", p, 8) + fold("M470 372 Q506 540 556 708", p);

function midi(view: View, p: Paint): string {
  const out =
    seam("M285 360 Q400 374 515 360", p) +
    skirtFolds(p) +
    shadow("M515 360 Q600 540 648 704 L600 716 Q560 540 490 366 Z", p, 0.2) +
    stitch("M160 690 Q400 728 640 690", p);
  if (view === "back") return out + zip(400, 140, 370, p);
  return (
    out +
    `<path d="M352 130 Q400 150 448 130 Q400 186 352 130 Z" fill="${p.deep}"/>` +
    seam("M330 200 L340 300 M470 200 L460 300", p, 2)
  );
}

function wrap(view: View, p: Paint): string {
  const out =
    skirtFolds(p) +
    seam("M288 360 Q400 372 512 360", p) +
    shadow("M512 360 Q590 540 630 700 L590 712 Q550 540 488 366 Z", p, 0.2);
  if (view === "back") return out + seam("M400 150 L400 360", p);
  return (
    out +
    `<path d="M352 130 Q400 150 448 130 L400 300 Z" fill="${p.deep}"/>` +
    seam("M352 130 Q380 240 460 356 M448 130 L400 300", p, 3) +
    `<path d="M470 352 Q500 350 512 368 Q540 420 528 470 L512 466 Q520 420 500 380 Z M470 356 Q440 420 452 480 L468 478 Q460 420 486 370 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    seam("M460 362 Q520 520 560 708", p)
  );
}

function shirtDress(view: View, p: Paint): string {
  const belt = `<path d="M276 372 Q400 392 524 372 L526 404 Q400 424 274 404 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>`;
  const out =
    belt +
    fold("M320 420 Q300 560 280 700", p) +
    fold("M480 420 Q500 560 520 700", p) +
    stitch("M216 690 Q400 712 584 690", p);
  if (view === "back")
    return (
      out +
      `<path d="M352 130 Q400 118 448 130 L452 150 Q400 140 348 150 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>`
    );
  return (
    out +
    `<path d="M352 130 Q400 118 448 130 L400 180 Z" fill="${p.deep}"/>` +
    `<path d="M352 130 L400 180 L368 210 L336 142 Z M448 130 L400 180 L432 210 L464 142 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>` +
    seam("M391 180 L391 708 M409 180 L409 708", p) +
    [230, 300, 460, 540, 620].map((y) => button(400, y, 6, p)).join("") +
    `<rect x="384" y="374" width="32" height="36" rx="4" fill="none" stroke="#c9a85c" stroke-width="5"/>`
  );
}

export const MIDI_DRESS: Drawing = { parts: (view) => [shape(MIDI(view))], details: midi, focus: [400, 300] };
export const WRAP_DRESS: Drawing = { parts: (view) => [shape(WRAP(view))], details: wrap, focus: [460, 330] };
export const SHIRT_DRESS_DRAWING: Drawing = {
  parts: (view) => [shape(SHIRT_DRESS(view))],
  details: shirtDress,
  focus: [400, 300],
};
