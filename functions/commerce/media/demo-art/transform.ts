/** Moves a shape's path data (absolute M/L/Q/C/Z only): mirror, shift and scale every point. */
export function movePath(d: string, [a, b, c, e]: [number, number, number, number]): string {
  let index = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (number) => {
    const value = Number(number);
    const moved = index++ % 2 === 0 ? a * value + b : c * value + e;
    return String(Math.round(moved * 10) / 10);
  });
}

/** The same move as an SVG transform, for the details drawn over the shape. */
export const moveAttribute = ([a, b, c, e]: [number, number, number, number]) => `matrix(${a} 0 0 ${c} ${b} ${e})`;
