/** Hats: a ribbed beanie with a pompom, a six-panel baseball cap, a stitched bucket hat. */
import type { Paint } from "./paint";
import { seam, shadow, shape, stitch, type Drawing, type View } from "./kit";
import { moveAttribute, movePath } from "./transform";

const POMPOM =
  "M400 150 C450 150 470 190 470 220 C470 260 440 280 400 280 C360 280 330 260 330 220 C330 190 350 150 400 150 Z";

function beanie(view: View, p: Paint): string {
  const ribs: string[] = [];
  for (let x = 236; x <= 564; x += 16)
    ribs.push(
      `M${x} ${530 + Math.abs(x - 400) * 0.05} L${x + (x - 400) * 0.02} ${640 + (400 - Math.abs(x - 400)) * 0.05}`,
    );
  const knit: string[] = [];
  for (let x = 260; x <= 540; x += 20)
    knit.push(`M${x} ${290 + Math.abs(x - 400) * 0.9} Q${400 + (x - 400) * 1.02} 420 ${400 + (x - 400) * 1.05} 520`);
  return (
    `<path d="${knit.join(" ")}" fill="none" stroke="${p.deep}" stroke-opacity=".25" stroke-width="4"/>` +
    `<path d="${ribs.join(" ")}" stroke="${p.deep}" stroke-opacity=".45" stroke-width="5"/>` +
    `<path d="${POMPOM}" fill="none" stroke="${p.light}" stroke-width="6" stroke-dasharray="3 7" stroke-opacity=".8"/>` +
    shadow("M226 526 Q400 552 574 526 L576 546 Q400 572 224 546 Z", p, 0.3) +
    (view === "front"
      ? `<rect x="370" y="560" width="60" height="40" rx="4" fill="${p.light}" stroke="${p.line}" stroke-width="2"/>`
      : "")
  );
}

function cap(view: View, p: Paint): string {
  if (view === "back")
    return (
      seam("M400 262 L400 500 M300 290 Q320 400 300 500 M500 290 Q480 400 500 500", p) +
      `<path d="M340 500 Q400 420 460 500 Z" fill="#e9e4dc" stroke="${p.line}" stroke-width="2.5"/>` +
      `<path d="M330 500 L470 500 L470 520 L330 520 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
      `<circle cx="400" cy="262" r="12" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>`
    );
  return (
    seam("M400 262 Q360 380 330 500 M400 262 Q470 360 520 460", p) +
    `<circle cx="400" cy="262" r="12" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    `<circle cx="300" cy="380" r="6" fill="${p.deep}"/><circle cx="480" cy="330" r="6" fill="${p.deep}"/>` +
    stitch("M580 500 Q680 500 716 540 M570 516 Q660 520 700 548", p) +
    shadow("M560 470 L600 480 L590 520 L560 520 Z", p, 0.3)
  );
}

function bucket(view: View, p: Paint): string {
  return (
    stitch("M214 560 Q400 606 586 560 M188 570 Q400 620 612 570 M302 420 L498 420 M300 440 L500 440", p) +
    shadow("M292 450 L508 450 L520 470 Q400 490 280 470 Z", p, 0.35) +
    seam("M400 278 L400 462 M340 292 L316 456 M460 292 L484 456", p, 2) +
    (view === "front"
      ? `<circle cx="320" cy="380" r="7" fill="#c9c4ba" stroke="#6d675e" stroke-width="2"/><circle cx="480" cy="380" r="7" fill="#c9c4ba" stroke="#6d675e" stroke-width="2"/>`
      : "")
  );
}

const BEANIE_PARTS = [
  shape("M238 560 Q222 262 400 238 Q578 262 562 560 Z"),
  shape("M222 524 Q400 552 578 524 L584 640 Q400 672 216 640 Z", "shade"),
  shape(POMPOM, "light"),
];

/** A beanie is small: drawn at 85 % from the middle of its brim, it sits lower and narrower. */
const SMALL: [number, number, number, number] = [0.85, 60, 0.85, 100];

export const BEANIE: Drawing = {
  parts: () => BEANIE_PARTS.map((part) => shape(movePath(part.d, SMALL), part.tone)),
  details: (view, p) => `<g transform="${moveAttribute(SMALL)}">${beanie(view, p)}</g>`,
  focus: [400, 576],
};

export const BASEBALL_CAP: Drawing = {
  parts: (view) =>
    view === "front"
      ? [
          shape("M556 470 Q700 466 744 540 Q670 566 556 530 Z", "shade"),
          shape("M220 520 Q214 284 400 262 Q574 276 594 480 L594 520 Q400 540 220 520 Z"),
        ]
      : [shape("M220 520 Q214 284 400 262 Q586 284 580 520 Q400 540 220 520 Z")],
  details: cap,
  focus: [520, 450],
};

export const BUCKET_HAT: Drawing = {
  parts: () => [
    shape("M292 440 L508 440 L650 566 Q400 640 150 566 Z", "shade"),
    shape("M292 456 Q290 300 400 276 Q510 300 508 456 Q400 474 292 456 Z"),
  ],
  details: bucket,
  focus: [400, 460],
};
