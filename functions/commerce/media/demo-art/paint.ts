/**
 * The colours one drawing is painted with, all made from the variant's colour: the fabric's own
 * colour in the middle of a light-to-dark gradient (so the picture stays in that colour), shades
 * for folds and seams, and a stitch colour that shows on both black and white cloth.
 */
export type Paint = {
  /** The variant's colour, exactly as the palette gives it. */
  base: string;
  light: string;
  dark: string;
  deep: string;
  /** Seams and outlines: darker than the cloth, lighter on very dark cloth. */
  line: string;
  stitch: string;
  /** Prefix for the gradient ids, so several drawings can share one SVG. */
  id: string;
};

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const hex = (c: Rgb) =>
  `#${c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** `amount` of the way from `from` towards `to` (0…1). */
export function mix(from: string, to: string, amount: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return hex(a.map((v, i) => v + (b[i] - v) * amount) as Rgb);
}

/** Relative brightness 0 (black) … 1 (white), good enough to choose line colours. */
export function lightness(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export function paint(base: string, id = "a"): Paint {
  const dark = lightness(base) < 0.22;
  const pale = lightness(base) > 0.85;
  return {
    base,
    light: mix(base, "#ffffff", dark ? 0.16 : 0.28),
    dark: mix(base, "#000000", pale ? 0.12 : 0.22),
    deep: mix(base, "#000000", pale ? 0.25 : 0.42),
    line: dark ? mix(base, "#ffffff", 0.28) : mix(base, "#000000", pale ? 0.32 : 0.38),
    stitch: dark ? mix(base, "#ffffff", 0.4) : pale ? mix(base, "#000000", 0.3) : mix(base, "#ffffff", 0.45),
    id,
  };
}

/** The fabric gradient (light from the upper left) and a soft floor shadow. */
export function paintDefs(p: Paint): string {
  return (
    `<linearGradient id="${p.id}f" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${p.light}"/><stop offset=".45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>` +
    `<radialGradient id="${p.id}s"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  );
}
