/**
 * What every drawing is made of. A drawing gives its filled shapes (the silhouette, which the
 * tests rasterise and compare) and its details (seams, stitches, buttons, folds) separately, on
 * an 800 × 800 canvas with the piece centred on x = 400 and its floor near y = 720.
 * Shapes use only absolute M, L, Q, C and Z commands, so the tests can rasterise them.
 */
import type { Paint } from "./paint";

export type View = "front" | "back";

/** How a shape is filled: the cloth's gradient, a shade of it, or a material of its own. */
export type Tone = "cloth" | "shade" | "deep" | "light" | "sole" | "rubber" | "metal";

/** `evenOdd`: inner rings are holes (a coiled belt). */
export type Part = { d: string; tone?: Tone; evenOdd?: boolean };

export type Drawing = {
  parts(view: View): Part[];
  details(view: View, p: Paint): string;
  /** Drawn before the shapes and not part of the silhouette (the other shoe of a pair). */
  behind?(view: View, p: Paint): string;
  /** Where the detail view looks closely (a collar, laces, a buckle). */
  focus: [number, number];
};

export function fillOf(tone: Tone, p: Paint): string {
  switch (tone) {
    case "cloth":
      return `url(#${p.id}f)`;
    case "shade":
      return p.dark;
    case "deep":
      return p.deep;
    case "light":
      return p.light;
    case "sole":
      return "#f4f1ea";
    case "rubber":
      return "#3a3733";
    case "metal":
      return "#c9a85c";
  }
}

export const partsSvg = (parts: Part[], p: Paint) =>
  parts
    .map(
      (part) =>
        `<path d="${part.d}"${part.evenOdd ? ' fill-rule="evenodd"' : ""} fill="${fillOf(part.tone ?? "cloth", p)}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`,
    )
    .join("");

export const shape = (d: string, tone: Tone = "cloth"): Part => ({ d, tone });

/** A seam: a thin darker line. */
export const seam = (d: string, p: Paint, width = 2.5) =>
  `<path d="${d}" fill="none" stroke="${p.line}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Top-stitching: a dashed line beside a seam. */
export const stitch = (d: string, p: Paint, colour = p.stitch) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="7 6" stroke-linecap="round"/>`;

/** A soft fold: a translucent shade stroke. */
export const fold = (d: string, p: Paint, width = 10) =>
  `<path d="${d}" fill="none" stroke="${p.deep}" stroke-opacity=".22" stroke-width="${width}" stroke-linecap="round"/>`;

/** A sheen where the light falls. */
export const sheen = (d: string) => `<path d="${d}" fill="#fff" fill-opacity=".16"/>`;

/** A shaded area (under a collar, inside a fold). */
export const shadow = (d: string, p: Paint, opacity = 0.28) =>
  `<path d="${d}" fill="${p.deep}" fill-opacity="${opacity}"/>`;

export const button = (x: number, y: number, r: number, p: Paint) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.deep}" stroke="${p.line}" stroke-width="1.5"/>` +
  `<circle cx="${x - r * 0.3}" cy="${y}" r="${r * 0.18}" fill="${p.light}"/><circle cx="${x + r * 0.3}" cy="${y}" r="${r * 0.18}" fill="${p.light}"/>`;

/** A zip: tape, teeth and a pull at the top. */
export function zip(x: number, top: number, bottom: number, p: Paint): string {
  const teeth: string[] = [];
  for (let y = top + 8; y < bottom - 4; y += 9) teeth.push(`M${x - 5} ${y} L${x + 5} ${y}`);
  return (
    `<path d="M${x} ${top} L${x} ${bottom}" stroke="${p.deep}" stroke-width="12"/>` +
    `<path d="${teeth.join(" ")}" stroke="#b9b4aa" stroke-width="3"/>` +
    `<rect x="${x - 7}" y="${top + 4}" width="14" height="30" rx="4" fill="#c9c4ba" stroke="#6d675e" stroke-width="2"/>`
  );
}

/** Evenly spaced parallel lines (ribbing, quilting, knit). */
export function lines(from: [number, number], to: [number, number], step: [number, number], count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(`M${from[0] + step[0] * i} ${from[1] + step[1] * i} L${to[0] + step[0] * i} ${to[1] + step[1] * i}`);
  return out.join(" ");
}
