/**
 * The report's chart: two horizontal bar panels in one SVG, drawn by hand so the bench needs no
 * chart library. Top: requests per second of the plain Worker and the product page, each product
 * bar with a tick where its budget lies. Bottom: first-load JS of the hello world and each page,
 * with the 100 KB budget line. Red bars miss their budget, grey bars are the yardsticks.
 */
const WIDTH = 720;
const LABEL = 190;
const BAR = 22;
const GAP = 10;
const COLOURS = { reference: "#9ca3af", pass: "#16a34a", miss: "#dc2626", none: "#2563eb" };

const escape = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** bars: [{ label, value, text, kind, mark? }]; `line` draws one budget line across the panel. */
function panel(title, bars, top, { line } = {}) {
  const plot = WIDTH - LABEL - 90;
  const max = Math.max(...bars.map((bar) => Math.max(bar.value, bar.mark ?? 0)), line?.value ?? 0) || 1;
  const x = (value) => LABEL + (value / max) * plot;
  const parts = [`<text x="10" y="${top + 16}" font-weight="bold">${escape(title)}</text>`];
  bars.forEach((bar, i) => {
    const y = top + 30 + i * (BAR + GAP);
    parts.push(
      `<text x="${LABEL - 8}" y="${y + 16}" text-anchor="end">${escape(bar.label)}</text>`,
      `<rect x="${LABEL}" y="${y}" width="${Math.max(1, x(bar.value) - LABEL).toFixed(1)}" height="${BAR}" fill="${COLOURS[bar.kind]}"/>`,
      `<text x="${(x(bar.value) + 6).toFixed(1)}" y="${y + 16}">${escape(bar.text)}</text>`,
    );
    if (bar.mark !== undefined) {
      parts.push(
        `<line x1="${x(bar.mark).toFixed(1)}" x2="${x(bar.mark).toFixed(1)}" y1="${y - 3}" y2="${y + BAR + 3}" stroke="#111" stroke-width="2"/>`,
      );
    }
  });
  const bottom = top + 30 + bars.length * (BAR + GAP);
  if (line) {
    parts.push(
      `<line x1="${x(line.value).toFixed(1)}" x2="${x(line.value).toFixed(1)}" y1="${top + 24}" y2="${bottom}" stroke="#111" stroke-dasharray="4 3"/>`,
      `<text x="${x(line.value).toFixed(1)}" y="${bottom + 14}" text-anchor="middle" font-size="11">${escape(line.label)}</text>`,
    );
  }
  return { svg: parts.join("\n"), bottom: bottom + 24 };
}

export function chartSvg(throughputBars, sizeBars, sizeBudget) {
  const first = panel("SSR throughput (requests/s, 50 connections; tick = budget)", throughputBars, 0);
  const second = panel("First-load JS (KB gzip)", sizeBars, first.bottom + 10, {
    line: { value: sizeBudget, label: `budget ${sizeBudget} KB` },
  });
  const height = second.bottom + 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="sans-serif" font-size="13">
<rect width="100%" height="100%" fill="#fff"/>
${first.svg}
${second.svg}
</svg>
`;
}
