/** Bags: a canvas tote, a backpack with a zipped front pocket, a crossbody bag with a flap. */
import type { Paint } from "./paint";
import { seam, shadow, shape, stitch, type Drawing, type View } from "./kit";

const HANDLE = (x: number, y: number) =>
  `M${x - 100} 330 Q${x - 100} ${y} ${x} ${y} Q${x + 100} ${y} ${x + 100} 330 L${x + 76} 330 Q${x + 76} ${y + 26} ${x} ${y + 26} Q${x - 76} ${y + 26} ${x - 76} 330 Z`;

function tote(view: View, p: Paint): string {
  return (
    `<path d="M230 330 L570 330 L574 380 L226 380 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    stitch("M232 346 L568 346 M230 368 L570 368", p) +
    `<path d="M300 330 L300 420 M500 330 L500 420" stroke="${p.deep}" stroke-width="24" stroke-opacity=".5"/>` +
    `<circle cx="300" cy="400" r="6" fill="#c9a85c"/><circle cx="500" cy="400" r="6" fill="#c9a85c"/>` +
    seam("M214 520 Q230 600 210 690 M586 520 Q570 600 590 690", p, 2) +
    shadow("M560 380 L600 690 L560 694 L530 380 Z", p, 0.18) +
    (view === "front"
      ? `<path d="M330 470 L470 470 L470 560 L330 560 Z" fill="none" stroke="${p.line}" stroke-width="2.5"/>` +
        stitch("M334 482 L466 482", p)
      : "")
  );
}

function backpack(view: View, p: Paint): string {
  const top = `<path d="M340 150 Q340 100 400 100 Q460 100 460 150" fill="none" stroke="${p.deep}" stroke-width="16" stroke-linecap="round"/>`;
  if (view === "back")
    return (
      top +
      `<path d="M280 220 Q400 200 520 220 L530 600 Q400 620 270 600 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
      `<path d="M320 200 Q300 400 330 660 M480 200 Q500 400 470 660" fill="none" stroke="${p.deep}" stroke-width="46" stroke-linecap="round"/>` +
      stitch("M320 230 Q304 400 328 640 M480 230 Q496 400 472 640", p)
    );
  return (
    top +
    `<path d="M268 250 Q268 168 400 168 Q532 168 532 250" fill="none" stroke="${p.deep}" stroke-width="12"/>` +
    `<path d="M282 250 Q290 186 400 184 Q510 186 518 250" fill="none" stroke="#c9c4ba" stroke-width="4" stroke-dasharray="4 3"/>` +
    `<path d="M278 470 L522 470 L528 648 Q528 676 500 676 L300 676 Q272 676 272 648 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<path d="M290 494 L510 494" stroke="${p.deep}" stroke-width="10"/>` +
    `<rect x="486" y="486" width="14" height="40" rx="4" fill="#c9c4ba" stroke="#6d675e" stroke-width="2"/>` +
    `<path d="M330 300 L470 300 L466 400 L334 400 Z" fill="none" stroke="${p.line}" stroke-width="2.5"/>` +
    stitch("M290 510 L510 510", p) +
    shadow("M540 260 L566 660 L536 690 L516 260 Z", p, 0.2)
  );
}

function crossbody(view: View, p: Paint): string {
  const out =
    seam("M242 610 Q400 620 558 610", p, 2) +
    `<rect x="262" y="414" width="22" height="30" rx="4" fill="none" stroke="#c9a85c" stroke-width="5"/><rect x="516" y="414" width="22" height="30" rx="4" fill="none" stroke="#c9a85c" stroke-width="5"/>`;
  if (view === "back")
    return out + `<path d="M300 480 L500 480 L500 580 L300 580 Z" fill="none" stroke="${p.line}" stroke-width="2.5"/>`;
  return (
    out +
    `<path d="M240 444 Q240 424 262 424 L538 424 Q560 424 560 444 L560 540 Q400 574 240 540 Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>` +
    stitch("M254 450 L546 450 L546 530 Q400 560 254 530 Z", p) +
    `<rect x="380" y="536" width="40" height="30" rx="6" fill="#c9a85c" stroke="#8a7036" stroke-width="2"/>`
  );
}

export const TOTE: Drawing = {
  parts: () => [shape(HANDLE(400, 150), "shade"), shape("M230 330 L570 330 L600 690 Q400 702 200 690 Z")],
  details: tote,
  focus: [400, 380],
};

export const BACKPACK: Drawing = {
  parts: () => [
    shape("M236 300 Q190 430 216 640 L244 640 Q224 430 262 300 Z", "shade"),
    shape("M564 300 Q610 430 584 640 L556 640 Q576 430 538 300 Z", "shade"),
    shape("M250 264 Q250 150 400 150 Q550 150 550 264 L566 660 Q566 702 520 702 L280 702 Q234 702 234 660 Z"),
  ],
  details: backpack,
  focus: [460, 500],
};

export const CROSSBODY: Drawing = {
  parts: () => [
    shape("M262 430 Q262 136 400 120 Q538 136 538 430 L522 430 Q522 156 400 140 Q278 156 278 430 Z", "shade"),
    shape(
      "M262 424 L538 424 Q560 424 560 444 L560 610 Q560 640 536 640 L264 640 Q240 640 240 610 L240 444 Q240 424 262 424 Z",
    ),
  ],
  details: crossbody,
  focus: [400, 520],
};
