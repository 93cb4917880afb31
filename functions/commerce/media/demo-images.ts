/**
 * The demo shop's pictures, drawn on request from their path so nothing is downloaded or stored:
 * `/api/web/media/demo/<kind>/<seed>.svg`. The same path always gives the same picture. A seed
 * ending in a colour name of the demo palette (e.g. "…-navy") is drawn in that colour.
 */
export const PALETTE: Record<string, string> = {
  black: "#1f2937",
  white: "#f3f4f6",
  navy: "#1e3a8a",
  red: "#dc2626",
  green: "#15803d",
  sand: "#d6c29a",
  grey: "#9ca3af",
  olive: "#65a30d",
  blue: "#2563eb",
  pink: "#ec4899",
};

export const IMAGE_KINDS = ["product", "category", "banner", "article", "logo", "promotion"] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SIZES: Record<string, [number, number]> = {
  product: [800, 800],
  category: [600, 400],
  banner: [1600, 600],
  article: [1200, 675],
  promotion: [1600, 600],
  logo: [240, 64],
};

function shapes(kind: string, seed: number, colour: string, w: number, h: number): string {
  if (kind === "product") {
    // A garment-like silhouette: body, sleeves and a collar, varied by the seed.
    const sleeve = 120 + (seed % 60);
    return `<path d="M${w / 2 - 150} 220 L${w / 2 - 150 - sleeve} 330 L${w / 2 - 120 - sleeve} 400 L${w / 2 - 150} 340 L${w / 2 - 150} 650 L${w / 2 + 150} 650 L${w / 2 + 150} 340 L${w / 2 + 120 + sleeve} 400 L${w / 2 + 150 + sleeve} 330 L${w / 2 + 150} 220 L${w / 2 + 60} 190 Q${w / 2} 250 ${w / 2 - 60} 190 Z" fill="${colour}" stroke="#0000001a" stroke-width="6"/>`;
  }
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (((seed >> (i * 3)) % w) + w) % w;
    const y = (((seed >> (i * 2 + 1)) % h) + h) % h;
    const r = 40 + ((seed >> i) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" opacity="${0.25 + i * 0.1}"/>`;
  });
  return circles.join("");
}

export function demoImage(kind: string, seedText: string): string {
  const [w, h] = SIZES[kind] ?? SIZES.product;
  const seed = hash(`${kind}/${seedText}`);
  const named = PALETTE[seedText.split("-").pop() ?? ""];
  const colour = named ?? `hsl(${seed % 360} 65% 55%)`;
  const background = `hsl(${(seed >> 9) % 360} 30% 95%)`;
  if (kind === "logo") {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect x="4" y="8" width="48" height="48" rx="12" fill="#4a00ff"/><path d="M16 44 L28 20 L40 44" stroke="#fff" stroke-width="5" fill="none"/><text x="64" y="42" font-family="system-ui, sans-serif" font-size="24" font-weight="700" fill="#1f2937">Northwind</text></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><rect width="${w}" height="${h}" fill="${background}"/>${shapes(kind, seed, colour, w, h)}</svg>`;
}

const PATH = /^\/api\/web\/media\/demo\/([a-z]+)\/([a-z0-9-]{1,120})\.svg$/;
const LOGO_PATH = "/api/web/media/demo/logo.svg";

/** The picture for a media path, or null when the path is not a demo image. */
export function demoImageForPath(pathname: string): string | null {
  if (pathname === LOGO_PATH) return demoImage("logo", "logo");
  const match = PATH.exec(pathname);
  if (!match || !(IMAGE_KINDS as readonly string[]).includes(match[1])) return null;
  return demoImage(match[1], match[2]);
}
