/**
 * The demo shop's pictures, drawn on request from their path so nothing is downloaded or stored:
 * `/api/web/media/demo/<kind>/<seed>.svg`. The same path always gives the same picture. A seed
 * ending in a colour name of the demo palette (e.g. "…-navy") is drawn in that colour.
 * Products are drawn by type, tiles and banners are composed from the same drawings (ADR 300):
 * `product/<noun>[-back|-detail]-<colour>.svg`.
 */
import { DRAWINGS, styleFor } from "./demo-art/catalogue";
import { pieceSvg, type PictureView } from "./demo-art/render";
import { articleScene, bannerScene, tileScene } from "./demo-art/scenes";

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

const VIEWS = new Set<PictureView>(["front", "back", "detail"]);

/**
 * A product picture from its seed "<noun>[-back|-detail]-<colour>": the noun chooses the drawing
 * (demo-art/catalogue.ts), the colour paints it. A colour outside the palette gets one of the
 * palette's, chosen by the seed, so the same path always draws the same.
 */
export function productPicture(seedText: string): string {
  const parts = seedText.split("-");
  const named = PALETTE[parts[parts.length - 1]];
  if (named) parts.pop();
  const view = VIEWS.has(parts[parts.length - 1] as PictureView) ? (parts.pop() as PictureView) : "front";
  const colours = Object.values(PALETTE);
  const colour = named ?? colours[hash(seedText) % colours.length];
  return pieceSvg(DRAWINGS[styleFor(parts.join("-"))], view, colour);
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64"><rect x="4" y="8" width="48" height="48" rx="12" fill="#4a00ff"/><path d="M16 44 L28 20 L40 44" stroke="#fff" stroke-width="5" fill="none"/><text x="64" y="42" font-family="system-ui, sans-serif" font-size="24" font-weight="700" fill="#1f2937">Northwind</text></svg>';

export function demoImage(kind: string, seedText: string): string {
  switch (kind) {
    case "logo":
      return LOGO;
    case "banner":
    case "promotion":
      return bannerScene(seedText, PALETTE);
    case "category":
      return tileScene(seedText, PALETTE);
    case "article":
      return articleScene(seedText, PALETTE);
    default:
      return productPicture(seedText);
  }
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
