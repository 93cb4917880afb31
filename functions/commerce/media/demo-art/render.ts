/** Turns a drawing into SVG: its shapes filled and outlined, its details on top, in one view. */
import { partsSvg, type Drawing } from "./kit";
import { lightness, paint, paintDefs, type Paint } from "./paint";

export type PictureView = "front" | "back" | "detail";

const ZOOM = 2.3;

/** The piece alone, on the 800 × 800 canvas, without a background (banners compose several). */
export function drawPiece(drawing: Drawing, view: PictureView, p: Paint): string {
  const side = view === "back" ? "back" : "front";
  const body = (drawing.behind?.(side, p) ?? "") + partsSvg(drawing.parts(side), p) + drawing.details(side, p);
  if (view !== "detail") return body;
  const [x, y] = drawing.focus;
  return `<g transform="translate(400 400) scale(${ZOOM}) translate(${-x} ${-y})">${body}</g>`;
}

/** A product picture: the piece on a soft studio backdrop with its shadow on the floor. */
export function pieceSvg(drawing: Drawing, view: PictureView, colour: string): string {
  const p = paint(colour, "p");
  const backdrop = lightness(colour) > 0.8 ? ["#e6e1d8", "#d9d3c8"] : ["#f5f2ec", "#e9e4dc"];
  const floor = view === "detail" ? "" : `<ellipse cx="400" cy="712" rx="270" ry="26" fill="url(#ps)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img">` +
    `<defs>${paintDefs(p)}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>${floor}${drawPiece(drawing, view, p)}</svg>`
  );
}
