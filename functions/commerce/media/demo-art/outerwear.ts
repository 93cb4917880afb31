/** Coats and jackets: trench and wool coats (long), field, rain, bomber and puffer jackets. */
import type { Paint } from "./paint";
import { button, fold, lines, seam, shadow, shape, stitch, zip, type Drawing, type View } from "./kit";

const COAT =
  "M345 130 Q400 150 455 130 L580 165 Q622 190 636 250 L690 600 L640 616 L590 360 L586 420 Q600 600 612 742 Q400 758 188 742 Q200 600 214 420 L210 360 L160 616 L110 600 L164 250 Q178 190 220 165 Z";

const JACKET =
  "M345 130 Q400 150 455 130 L580 165 Q622 190 636 250 L680 560 L630 576 L588 360 L584 400 Q588 480 590 560 Q400 574 210 560 Q212 480 216 400 L212 360 L170 576 L120 560 L164 250 Q178 190 220 165 Z";

const sleeves = (p: Paint) =>
  seam("M220 165 Q206 260 212 360 M580 165 Q594 260 588 360", p) +
  fold("M176 330 Q160 420 150 500", p, 8) +
  fold("M624 330 Q640 420 650 500", p, 8);

/** Notched lapels meeting at `low` (the top button). */
const lapels = (p: Paint, low: number) =>
  `<path d="M345 130 Q400 150 455 130 L400 ${low} Z" fill="${p.deep}"/>` +
  `<path d="M345 130 L300 150 L292 190 L316 206 L304 232 L400 ${low} Z M455 130 L500 150 L508 190 L484 206 L496 232 L400 ${low} Z" fill="${p.light}" stroke="${p.line}" stroke-width="2.5"/>`;

const flapPocket = (x: number, y: number, w: number, p: Paint) =>
  `<path d="M${x} ${y} L${x + w} ${y} L${x + w - 4} ${y + 34} L${x + 4} ${y + 34} Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>`;

function trench(view: View, p: Paint): string {
  const belt =
    `<path d="M214 410 Q400 428 586 410 L588 448 Q400 466 212 448 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>` +
    `<rect x="282" y="412" width="44" height="42" rx="5" fill="none" stroke="#b89449" stroke-width="6"/>` +
    `<path d="M250 448 Q246 520 262 560 L284 556 Q272 510 276 450 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>`;
  const common =
    sleeves(p) +
    belt +
    `<path d="M120 560 L170 572 M130 580 L172 590" stroke="${p.line}" stroke-width="3"/>` +
    `<path d="M240 172 L300 150 L306 170 L246 194 Z M560 172 L500 150 L494 170 L554 194 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    stitch("M196 726 Q400 742 604 726", p) +
    fold("M300 470 Q290 600 270 730", p) +
    fold("M500 470 Q510 600 530 730", p) +
    shadow("M586 420 Q600 600 612 742 L580 748 Q570 600 560 420 Z", p, 0.18);
  if (view === "back")
    return (
      common +
      seam("M232 250 Q400 290 568 250", p) +
      seam("M400 470 L400 752", p) +
      seam("M345 130 Q400 118 455 130", p, 4)
    );
  return (
    common +
    lapels(p, 340) +
    seam("M446 340 L446 752", p) +
    [360, 480, 560].flatMap((y) => [button(364, y, 8, p), button(430, y, 8, p)]).join("")
  );
}

function woolCoat(view: View, p: Paint): string {
  const common =
    sleeves(p) +
    stitch("M196 726 Q400 742 604 726", p) +
    fold("M300 420 Q290 600 270 730", p) +
    fold("M500 420 Q510 600 530 730", p) +
    shadow("M586 420 Q600 600 612 742 L580 748 Q570 600 560 420 Z", p, 0.18);
  if (view === "back") return common + seam("M400 150 L400 752", p) + seam("M345 130 Q400 118 455 130", p, 4);
  return (
    common +
    lapels(p, 380) +
    seam("M412 380 L412 752", p) +
    button(426, 420, 9, p) +
    button(426, 520, 9, p) +
    flapPocket(250, 520, 100, p) +
    flapPocket(462, 520, 100, p)
  );
}

function jacketCommon(p: Paint): string {
  return (
    sleeves(p) +
    stitch("M216 546 Q400 560 584 546", p) +
    shadow("M584 400 Q588 480 590 560 L560 566 Q556 480 556 400 Z", p, 0.18)
  );
}

function field(view: View, p: Paint): string {
  const out =
    jacketCommon(p) +
    `<path d="M340 134 L330 100 Q400 86 470 100 L460 134 Q400 150 340 134 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2.5"/>`;
  if (view === "back") return out + seam("M228 250 Q400 280 572 250", p);
  return (
    out +
    zip(400, 150, 566, p) +
    `<path d="M410 150 L430 150 L430 566 L410 566 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    [200, 290, 380, 470].map((y) => button(420, y, 6, p)).join("") +
    [
      [256, 230],
      [460, 230],
      [250, 410],
      [466, 410],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y} L${x + 84} ${y} L${x + 84} ${y + 96} L${x} ${y + 96} Z" fill="none" stroke="${p.line}" stroke-width="2.5"/>` +
          flapPocket(x - 4, y - 6, 92, p) +
          button(x + 42, y + 14, 5, p),
      )
      .join("")
  );
}

function rain(view: View, p: Paint): string {
  const out = jacketCommon(p) + seam("M222 330 Q400 350 578 330", p) + stitch("M222 340 Q400 360 578 340", p);
  if (view === "back")
    return (
      out + `<path d="M330 140 Q340 250 400 262 Q460 250 470 140" fill="none" stroke="${p.line}" stroke-width="3"/>`
    );
  return (
    out +
    `<path d="M345 130 Q400 176 455 130 Q400 160 345 130 Z" fill="${p.deep}"/>` +
    zip(400, 140, 566, p) +
    `<path d="M368 150 L360 230 M432 150 L440 230" stroke="#d9d4ca" stroke-width="3"/><circle cx="360" cy="236" r="6" fill="#3a3733"/><circle cx="440" cy="236" r="6" fill="#3a3733"/>` +
    `<path d="M250 420 L330 396 M470 396 L550 420" stroke="${p.line}" stroke-width="5" stroke-linecap="round"/>`
  );
}

const RAIN_HOOD = "M334 150 Q308 60 400 42 Q492 60 466 150 Q400 118 334 150 Z";

function bomber(view: View, p: Paint): string {
  const rib = (d: string) => `<path d="${d}" fill="${p.deep}" stroke="${p.line}" stroke-width="2.5"/>`;
  const out =
    jacketCommon(p) +
    rib("M214 520 Q400 536 586 520 L590 560 Q400 574 210 560 Z") +
    rib("M124 532 L176 546 L170 576 L120 560 Z M676 532 L624 546 L630 576 L680 560 Z") +
    `<path d="${lines([226, 526], [226, 560], [16, 0.8], 23)}" stroke="${p.line}" stroke-opacity=".5" stroke-width="2"/>` +
    rib("M345 130 Q400 150 455 130 L460 108 Q400 128 340 108 Z");
  if (view === "back") return out;
  return (
    out +
    zip(400, 136, 560, p) +
    `<path d="M568 240 L612 232 L618 290 L574 298 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="2"/>` +
    `<path d="M258 400 L300 340 M542 400 L500 340" stroke="${p.line}" stroke-width="5" stroke-linecap="round"/>`
  );
}

/** Bulging curves through the points: the puffs of a quilted jacket (outwards when clockwise). */
function puffs(points: [number, number][], amount: number): string {
  let d = "";
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    const cx = (x0 + x1) / 2 + ((y1 - y0) / length) * amount;
    const cy = (y0 + y1) / 2 - ((x1 - x0) / length) * amount;
    d += ` Q${Math.round(cx)} ${Math.round(cy)} ${x1} ${y1}`;
  }
  return d;
}

const steps = (from: [number, number], to: [number, number], count: number): [number, number][] =>
  Array.from({ length: count + 1 }, (_, i) => [
    Math.round(from[0] + ((to[0] - from[0]) * i) / count),
    Math.round(from[1] + ((to[1] - from[1]) * i) / count),
  ]);

const PUFFER =
  "M338 120 L338 84 Q400 74 462 84 L462 120 L580 160" +
  puffs(steps([580, 160], [676, 560], 5), 16) +
  " L628 584" +
  " L592 370" +
  puffs(steps([592, 370], [600, 600], 4), 16) +
  " Q400 620 200 600" +
  puffs(steps([200, 600], [208, 370], 4), 16) +
  " L172 584 L124 560" +
  puffs(steps([124, 560], [220, 160], 5), 16) +
  " Z";

function puffer(view: View, p: Paint): string {
  const baffles = [230, 300, 370, 440, 510].map((y) => `M206 ${y} Q400 ${y + 14} 594 ${y}`).join(" ");
  const out =
    `<path d="${baffles}" fill="none" stroke="${p.deep}" stroke-opacity=".55" stroke-width="4"/>` +
    [260, 330, 400, 470, 540]
      .map(
        (y) =>
          `<path d="M214 ${y} Q400 ${y + 28} 586 ${y}" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="18"/>`,
      )
      .join("") +
    `<path d="${lines([188, 250], [230, 240], [-9, 66], 5)} ${lines([612, 250], [570, 240], [9, 66], 5)}" stroke="${p.deep}" stroke-opacity=".5" stroke-width="4"/>` +
    shadow("M592 370 L600 600 L570 606 L566 370 Z", p, 0.2);
  if (view === "back") return out;
  return (
    out +
    zip(400, 84, 610, p) +
    `<path d="M250 420 L300 410 M550 420 L500 410" stroke="${p.line}" stroke-width="5" stroke-linecap="round"/>`
  );
}

export const TRENCH: Drawing = { parts: () => [shape(COAT)], details: trench, focus: [400, 420] };
export const WOOL_COAT: Drawing = { parts: () => [shape(COAT)], details: woolCoat, focus: [400, 260] };
export const FIELD_JACKET: Drawing = { parts: () => [shape(JACKET)], details: field, focus: [300, 300] };
export const RAIN_JACKET: Drawing = {
  parts: () => [shape(RAIN_HOOD, "shade"), shape(JACKET)],
  details: rain,
  focus: [400, 180],
};
export const BOMBER: Drawing = { parts: () => [shape(JACKET)], details: bomber, focus: [400, 180] };
export const PUFFER_JACKET: Drawing = { parts: () => [shape(PUFFER)], details: puffer, focus: [400, 200] };
