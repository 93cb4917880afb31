/** Tops: T-shirts, polos, shirts (oxford, flannel) and blouses. */
import type { Paint } from "./paint";
import { button, fold, seam, shadow, shape, stitch, type Drawing, type View } from "./kit";

const TEE_BODY = (view: View) =>
  `M345 150 Q400 ${view === "front" ? 200 : 166} 455 150 L565 185 Q610 230 650 300 L595 345 L552 300 Q548 490 552 680 Q400 692 248 680 Q252 490 248 300 L205 345 L150 300 Q190 230 235 185 Z`;

const LONG_BODY = (view: View) =>
  `M350 150 Q400 ${view === "front" ? 190 : 160} 450 150 L570 180 Q604 206 618 262 L682 598 L630 616 L574 336 L560 322 Q556 500 560 640 Q480 700 400 690 Q320 700 240 640 Q244 500 240 322 L226 336 L170 616 L118 598 L182 262 Q196 206 230 180 Z`;

function teeDetails(view: View, p: Paint, polo: boolean): string {
  const common =
    seam("M235 185 Q246 240 250 294", p) +
    seam("M565 185 Q554 240 550 294", p) +
    stitch("M162 288 L214 332", p) +
    stitch("M638 288 L586 332", p) +
    stitch("M254 664 Q400 676 546 664", p) +
    fold("M305 430 Q322 520 302 620", p) +
    fold("M498 420 Q482 520 506 610", p) +
    shadow("M552 300 Q548 490 552 680 L522 684 Q516 490 526 300 Z", p, 0.18);
  if (view === "back") return common + seam("M345 150 Q400 166 455 150", p, 5);
  if (polo)
    return (
      common +
      `<path d="M345 150 Q400 140 455 150 L400 200 Z" fill="${p.deep}"/>` +
      `<path d="M345 150 L400 200 L362 226 L328 168 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>` +
      `<path d="M455 150 L400 200 L438 226 L472 168 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>` +
      seam("M388 200 L388 300 L412 300 L412 200", p) +
      button(400, 236, 6, p) +
      button(400, 274, 6, p)
    );
  return (
    common +
    `<path d="M345 150 Q400 166 455 150 Q400 200 345 150 Z" fill="${p.deep}"/>` +
    `<path d="M345 150 Q400 200 455 150 L447 158 Q400 188 353 158 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>`
  );
}

function shirtDetails(view: View, p: Paint, style: "shirt" | "flannel" | "blouse"): string {
  const cuffs =
    style === "blouse"
      ? seam("M112 556 Q140 572 168 560 M688 556 Q660 572 632 560", p)
      : seam("M126 560 L178 576", p) + seam("M674 560 L622 576", p) + button(160, 596, 5, p) + button(640, 596, 5, p);
  let out =
    cuffs +
    seam("M230 180 Q240 250 240 322", p) +
    seam("M570 180 Q560 250 560 322", p) +
    fold("M290 420 Q310 540 292 640", p) +
    fold("M510 400 Q492 540 512 640", p) +
    fold("M200 400 Q190 470 172 540", p, 7) +
    fold("M600 400 Q610 470 628 540", p, 7) +
    shadow("M560 322 Q556 500 560 640 L530 660 Q526 500 532 322 Z", p, 0.18);
  if (style === "flannel") {
    out +=
      `<defs><pattern id="${p.id}c" width="60" height="60" patternUnits="userSpaceOnUse">` +
      `<rect width="60" height="60" fill="none"/><rect width="22" height="60" fill="${p.deep}" fill-opacity=".35"/>` +
      `<rect width="60" height="22" fill="${p.deep}" fill-opacity=".35"/><path d="M40 0 L40 60 M0 40 L60 40" stroke="${p.light}" stroke-width="3" stroke-opacity=".6"/></pattern></defs>` +
      `<path d="${LONG_BODY(view)}" fill="url(#${p.id}c)"/>`;
  }
  if (view === "back")
    return (
      out +
      seam("M232 236 Q400 256 568 236", p) +
      seam("M390 250 L394 300 M410 250 L406 300", p) +
      `<path d="M350 150 Q400 136 450 150 L456 172 Q400 158 344 172 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>`
    );
  if (style === "blouse")
    return (
      out +
      `<path d="M350 150 Q400 190 450 150 L400 262 Z" fill="${p.deep}"/>` +
      seam("M350 150 L400 262 L450 150", p, 3) +
      `<path d="M372 162 Q400 168 428 162" stroke="${p.line}" stroke-width="2" fill="none"/>` +
      button(400, 300, 6, p) +
      button(400, 380, 6, p) +
      button(400, 460, 6, p)
    );
  const buttons = [250, 330, 410, 490, 570].map((y) => button(400, y, 7, p)).join("");
  return (
    out +
    `<path d="M350 150 Q400 136 450 150 L400 206 Z" fill="${p.deep}"/>` +
    `<path d="M350 150 L400 206 L366 236 L332 162 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="M450 150 L400 206 L434 236 L468 162 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>` +
    seam("M390 206 L390 690 M410 206 L410 690", p) +
    buttons +
    `<path d="M448 286 L512 286 L512 352 L480 366 L448 352 Z" fill="none" stroke="${p.line}" stroke-width="2.5"/>` +
    stitch("M452 298 L508 298", p)
  );
}

export const TEE: Drawing = {
  parts: (view) => [shape(TEE_BODY(view))],
  details: (view, p) => teeDetails(view, p, false),
  focus: [400, 220],
};

export const POLO: Drawing = {
  parts: (view) => [shape(TEE_BODY(view))],
  details: (view, p) => teeDetails(view, p, true),
  focus: [400, 220],
};

export const SHIRT: Drawing = {
  parts: (view) => [shape(LONG_BODY(view))],
  details: (view, p) => shirtDetails(view, p, "shirt"),
  focus: [420, 260],
};

export const FLANNEL: Drawing = { ...SHIRT, details: (view, p) => shirtDetails(view, p, "flannel") };

export const BLOUSE: Drawing = {
  parts: (view) => [
    shape(
      `M350 150 Q400 ${view === "front" ? 190 : 160} 450 150 L566 184 Q618 214 636 282 L690 560 Q676 600 636 606 L600 560 L574 360 L562 340 Q566 520 584 660 Q400 700 216 660 Q234 520 238 340 L226 360 L200 560 L164 606 Q124 600 110 560 L164 282 Q182 214 234 184 Z`,
    ),
  ],
  details: (view, p) => shirtDetails(view, p, "blouse"),
  focus: [400, 230],
};
