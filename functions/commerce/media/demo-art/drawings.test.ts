/**
 * The demo's product drawings: each product type has its own silhouette (the filled shapes are
 * rasterised and compared), every style exists in every view, and every demo variant's picture
 * is painted in that variant's colour.
 */
import { describe, expect, it } from "vitest";
import { generateShop } from "../../demo/generate";
import { CATEGORY_TREE } from "../../demo/vocabulary";
import { slugify } from "../../demo/generate-catalogue";
import { PALETTE, demoImageForPath } from "../demo-images";
import { DRAWINGS, PRODUCT_TYPES, STYLES, TYPE_STYLES, styleFor, typeOfNoun } from "./catalogue";
import { pieceSvg } from "./render";
import type { Drawing, View } from "./kit";

const GRID = 80;
type Point = [number, number];

/** Flattens absolute M/L/Q/C/Z path data into closed polygons. */
function polygons(d: string): Point[][] {
  const tokens = d.match(/[MLQCZ]|-?\d+(\.\d+)?/g) ?? [];
  const out: Point[][] = [];
  let current: Point[] = [];
  let i = 0;
  const number = () => Number(tokens[i++]);
  const point = (): Point => [number(), number()];
  while (i < tokens.length) {
    const command = tokens[i++];
    const last = current[current.length - 1];
    if (command === "M") {
      if (current.length) out.push(current);
      current = [point()];
    } else if (command === "L") current.push(point());
    else if (command === "Q" || command === "C") {
      const controls = command === "Q" ? [point(), point()] : [point(), point(), point()];
      for (let step = 1; step <= 12; step++) {
        const t = step / 12;
        // De Casteljau: repeated interpolation between the control points.
        let layer: Point[] = [last, ...controls];
        while (layer.length > 1)
          layer = layer
            .slice(1)
            .map((p, k) => [layer[k][0] + (p[0] - layer[k][0]) * t, layer[k][1] + (p[1] - layer[k][1]) * t]);
        current.push(layer[0]);
      }
    } else if (command === "Z") {
      out.push(current);
      current = [];
    } else throw new Error(`unexpected path command ${command} in ${d}`);
  }
  if (current.length) out.push(current);
  return out;
}

/** Winding number of a point around the polygons (nonzero) or crossings count (even-odd). */
function inside([x, y]: Point, shapes: Point[][], evenOdd: boolean): boolean {
  let winding = 0;
  let crossings = 0;
  for (const polygon of shapes)
    for (let k = 0; k < polygon.length; k++) {
      const [x0, y0] = polygon[k];
      const [x1, y1] = polygon[(k + 1) % polygon.length];
      if (y0 <= y !== y1 <= y) {
        const cross = x0 + ((y - y0) / (y1 - y0)) * (x1 - x0);
        if (cross > x) {
          crossings++;
          winding += y1 > y0 ? 1 : -1;
        }
      }
    }
  return evenOdd ? crossings % 2 === 1 : winding !== 0;
}

/** The silhouette as a GRID × GRID mask over the 800 × 800 canvas. */
function mask(drawing: Drawing, view: View): boolean[] {
  const parts = drawing.parts(view).map((part) => ({ shapes: polygons(part.d), evenOdd: part.evenOdd === true }));
  return Array.from({ length: GRID * GRID }, (_, n) => {
    const point: Point = [((n % GRID) + 0.5) * (800 / GRID), (Math.floor(n / GRID) + 0.5) * (800 / GRID)];
    return parts.some((part) => inside(point, part.shapes, part.evenOdd));
  });
}

/** Intersection over union of two masks: 1 when they cover the same cells. */
function overlap(a: boolean[], b: boolean[]): number {
  let both = 0;
  let either = 0;
  a.forEach((cell, n) => {
    if (cell && b[n]) both++;
    if (cell || b[n]) either++;
  });
  return both / either;
}

describe("product drawings", () => {
  it("give every product type a silhouette of its own", () => {
    const masks = PRODUCT_TYPES.map((type) => ({ type, cells: mask(DRAWINGS[TYPE_STYLES[type]], "front") }));
    for (const { type, cells } of masks) expect(cells.filter(Boolean).length, type).toBeGreaterThan(GRID * GRID * 0.05);
    for (const [index, a] of masks.entries())
      for (const b of masks.slice(index + 1))
        expect(overlap(a.cells, b.cells), `${a.type} vs ${b.type}`).toBeLessThan(0.8);
  });

  it("draw every style differently from the styles of other types", () => {
    const styles = Object.entries(STYLES).map(([name, style]) => ({
      name,
      type: style.type,
      cells: mask(style.drawing, "front"),
    }));
    for (const [index, a] of styles.entries())
      for (const b of styles.slice(index + 1)) {
        if (a.type !== b.type) expect(overlap(a.cells, b.cells), `${a.name} vs ${b.name}`).toBeLessThan(0.9);
        else
          expect(pieceSvg(STYLES[a.name].drawing, "front", "#dc2626")).not.toBe(
            pieceSvg(STYLES[b.name].drawing, "front", "#dc2626"),
          );
      }
  });

  it("show every style in three different views", () => {
    for (const [name, drawing] of Object.entries(DRAWINGS)) {
      const views = (["front", "back", "detail"] as const).map((view) => pieceSvg(drawing, view, PALETTE.navy));
      expect(new Set(views).size, name).toBe(3);
    }
  });

  it("give every demo noun its own drawing, of the type its category sells", () => {
    const expected: Record<string, string[]> = {
      "women-tops": ["tops", "knitwear"],
      "women-dresses": ["dresses"],
      "women-outerwear": ["coats-and-jackets"],
      "men-shirts": ["tops"],
      "men-trousers": ["trousers-and-jeans"],
      "men-outerwear": ["coats-and-jackets"],
      sneakers: ["shoes-and-trainers"],
      boots: ["shoes-and-trainers"],
      bags: ["bags-and-backpacks"],
      hats: ["hats-and-beanies"],
      scarves: ["scarves"],
    };
    for (const leaf of CATEGORY_TREE.flatMap((top) => top.children))
      for (const noun of leaf.nouns) {
        const slug = slugify(noun[0]);
        expect(STYLES[slug], `${noun[0]} has no drawing`).toBeDefined();
        expect(expected[leaf.slug], leaf.slug).toContain(typeOfNoun(slug));
      }
    // Nouns the demo does not use still land on a fitting type.
    expect(typeOfNoun("pleated-skirt")).toBe("skirts");
    expect(typeOfNoun("leather-belt")).toBe("belts-and-accessories");
    expect(styleFor("denim-jacket")).toBe("field-jacket");
  });

  it("paint every demo variant's pictures in the variant's colour", () => {
    const shop = generateShop({ products: 60 });
    const names = Object.fromEntries(Object.keys(PALETTE).map((key) => [key[0].toUpperCase() + key.slice(1), key]));
    for (const sku of shop.productSkus) {
      const colour = PALETTE[names[(sku.options as { Colour: string }).Colour]];
      const svg = demoImageForPath(sku.image!)!;
      // The cloth's gradient passes through the exact colour; the other palette colours are absent.
      expect(svg, sku.image!).toContain(`<stop offset=".45" stop-color="${colour}"/>`);
    }
    for (const product of shop.products) {
      const [first] = product.images!;
      const colour = first.match(/-([a-z]+)\.svg$/)![1];
      const views = product.images!.filter((image) => image.endsWith(`-${colour}.svg`));
      expect(views.length, product.slug).toBe(3);
      for (const image of views) expect(demoImageForPath(image), image).toContain(`stop-color="${PALETTE[colour]}"`);
    }
  });
});
