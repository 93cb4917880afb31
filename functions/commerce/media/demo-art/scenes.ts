/**
 * The demo's designed pictures, composed from the product drawings and the shop's default theme
 * colours: home banners and promotion banners (the pieces on the right, a calm light field on
 * the left where the heading sits), category and collection tiles (the pieces centred, so the
 * square crop the tiles show keeps them), and journal pictures.
 */
import { DEFAULT_THEME } from "../../../contract/theme";
import { DRAWINGS, styleFor } from "./catalogue";
import { mix, paint, paintDefs } from "./paint";
import { drawPiece } from "./render";

/** The palette's colours by name (the demo's variant colours). */
export type Colours = Record<string, string>;

type Placed = { style: string; colour: string; x: number; y: number; scale: number };

const PRIMARY = DEFAULT_THEME.primaryColor;
const WARM = DEFAULT_THEME.warningColor;
const INFO = DEFAULT_THEME.infoColor;

function place(items: Placed[], colours: Colours): { defs: string; body: string } {
  let defs = "";
  let body = "";
  items.forEach((item, index) => {
    const p = paint(colours[item.colour] ?? item.colour, `i${index}`);
    defs += paintDefs(p);
    body +=
      `<g transform="translate(${item.x} ${item.y}) scale(${item.scale})">` +
      `<ellipse cx="400" cy="712" rx="250" ry="22" fill="url(#i${index}s)"/>${drawPiece(DRAWINGS[item.style], "front", p)}</g>`;
  });
  return { defs, body };
}

const svg = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><defs>${defs}</defs>${body}</svg>`;

/** Which pieces each banner shows, in which colours. */
const BANNER_SETS: Record<string, [string, string][]> = {
  "summer-sale": [
    ["t-shirt", "sand"],
    ["midi-dress", "pink"],
    ["bucket-hat", "blue"],
    ["tote-bag", "white"],
  ],
  "outerwear-week": [
    ["puffer-jacket", "olive"],
    ["trench-coat", "sand"],
    ["rain-jacket", "navy"],
    ["beanie", "red"],
  ],
  "new-season": [
    ["cardigan", "green"],
    ["wrap-dress", "navy"],
    ["runner", "red"],
    ["crossbody-bag", "black"],
  ],
  "1": [
    ["oxford-shirt", "blue"],
    ["midi-dress", "red"],
    ["jeans", "navy"],
    ["runner", "white"],
  ],
  "2": [
    ["sweater", "sand"],
    ["wool-coat", "grey"],
    ["wool-scarf", "red"],
    ["chelsea-boot", "black"],
  ],
  "3": [
    ["bomber-jacket", "olive"],
    ["chinos", "sand"],
    ["backpack", "navy"],
    ["baseball-cap", "pink"],
  ],
};

/** Home and promotion banners, 1600 × 600. */
export function bannerScene(slug: string, colours: Colours): string {
  const keys = Object.keys(BANNER_SETS);
  const set = BANNER_SETS[slug] ?? BANNER_SETS[keys[[...slug].reduce((n, c) => n + c.charCodeAt(0), 0) % keys.length]];
  const positions = [
    { x: 860, y: 110, scale: 0.56 },
    { x: 1080, y: 40, scale: 0.68 },
    { x: 1250, y: 262, scale: 0.42 },
    { x: 760, y: 330, scale: 0.34 },
  ];
  const pieces = place(
    set.map(([style, colour], index) => ({ style, colour, ...positions[index] })),
    colours,
  );
  const defs =
    `<linearGradient id="bgh" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(PRIMARY, "#ffffff", 0.95)}"/><stop offset=".5" stop-color="${mix(PRIMARY, "#ffffff", 0.9)}"/><stop offset="1" stop-color="${mix(PRIMARY, "#ffffff", 0.8)}"/></linearGradient>` +
    pieces.defs;
  const body =
    `<rect width="1600" height="600" fill="url(#bgh)"/>` +
    `<circle cx="1230" cy="300" r="300" fill="${mix(PRIMARY, "#ffffff", 0.72)}"/>` +
    `<circle cx="1500" cy="90" r="120" fill="${mix(WARM, "#ffffff", 0.55)}"/>` +
    `<circle cx="860" cy="560" r="90" fill="${mix(INFO, "#ffffff", 0.7)}"/>` +
    `<path d="M0 540 L1600 540 L1600 600 L0 600 Z" fill="${mix(PRIMARY, "#ffffff", 0.86)}"/>` +
    pieces.body;
  return svg(1600, 600, defs, body);
}

/** What a category, collection or brand tile shows: its pieces, chosen from its slug. */
const TILE_SETS: [RegExp, [string, string][]][] = [
  [
    /women-tops/,
    [
      ["blouse", "pink"],
      ["t-shirt", "sand"],
    ],
  ],
  [
    /dress/,
    [
      ["wrap-dress", "red"],
      ["midi-dress", "navy"],
    ],
  ],
  [
    /women-outerwear/,
    [
      ["trench-coat", "sand"],
      ["puffer-jacket", "olive"],
    ],
  ],
  [
    /^women/,
    [
      ["midi-dress", "pink"],
      ["crossbody-bag", "black"],
    ],
  ],
  [
    /shirts/,
    [
      ["oxford-shirt", "blue"],
      ["polo-shirt", "white"],
    ],
  ],
  [
    /trousers/,
    [
      ["jeans", "navy"],
      ["chinos", "sand"],
    ],
  ],
  [
    /men-outerwear/,
    [
      ["bomber-jacket", "olive"],
      ["rain-jacket", "navy"],
    ],
  ],
  [
    /^men/,
    [
      ["oxford-shirt", "white"],
      ["chinos", "navy"],
    ],
  ],
  [
    /sneakers/,
    [
      ["runner", "red"],
      ["court-sneaker", "white"],
    ],
  ],
  [
    /boots/,
    [
      ["chelsea-boot", "black"],
      ["hiking-boot", "sand"],
    ],
  ],
  [
    /^shoes/,
    [
      ["runner", "blue"],
      ["chelsea-boot", "black"],
    ],
  ],
  [
    /bags/,
    [
      ["backpack", "green"],
      ["tote-bag", "sand"],
    ],
  ],
  [
    /hats/,
    [
      ["beanie", "red"],
      ["baseball-cap", "navy"],
    ],
  ],
  [
    /scarves/,
    [
      ["wool-scarf", "grey"],
      ["silk-scarf", "pink"],
    ],
  ],
  [
    /accessories|gift/,
    [
      ["tote-bag", "pink"],
      ["beanie", "navy"],
    ],
  ],
  [
    /summer/,
    [
      ["t-shirt", "blue"],
      ["bucket-hat", "sand"],
    ],
  ],
  [
    /winter/,
    [
      ["puffer-jacket", "red"],
      ["wool-scarf", "grey"],
    ],
  ],
  [
    /essential/,
    [
      ["t-shirt", "white"],
      ["jeans", "navy"],
    ],
  ],
];

const TILE_TINTS = [PRIMARY, INFO, WARM, DEFAULT_THEME.successColor, DEFAULT_THEME.errorColor];

/** Category and collection tiles, 600 × 400, the pieces inside the centre square. */
export function tileScene(slug: string, colours: Colours): string {
  const hash = [...slug].reduce((n, c) => (n * 31 + c.charCodeAt(0)) >>> 0, 7);
  const set = TILE_SETS.find(([pattern]) => pattern.test(slug))?.[1] ?? [
    [
      Object.keys(DRAWINGS)[hash % Object.keys(DRAWINGS).length],
      Object.keys(colours)[hash % Object.keys(colours).length],
    ],
  ];
  const tint = TILE_TINTS[hash % TILE_TINTS.length];
  const positions =
    set.length > 1
      ? [
          { x: 92, y: 36, scale: 0.38 },
          { x: 212, y: 74, scale: 0.38 },
        ]
      : [{ x: 130, y: 20, scale: 0.44 }];
  const pieces = place(
    set.map(([style, colour], index) => ({ style, colour, ...positions[index] })),
    colours,
  );
  const body =
    `<rect width="600" height="400" fill="${mix(tint, "#ffffff", 0.88)}"/>` +
    `<circle cx="300" cy="200" r="150" fill="${mix(tint, "#ffffff", 0.74)}"/>` +
    `<path d="M0 350 L600 350 L600 400 L0 400 Z" fill="${mix(tint, "#ffffff", 0.8)}"/>` +
    pieces.body;
  return svg(600, 400, pieces.defs, body);
}

/** Journal pictures, 1200 × 675: the piece the article is about on a tinted field. */
export function articleScene(slug: string, colours: Colours): string {
  const hash = [...slug].reduce((n, c) => (n * 31 + c.charCodeAt(0)) >>> 0, 3);
  const names = Object.keys(colours);
  const style = styleFor(slug);
  const tint = TILE_TINTS[hash % TILE_TINTS.length];
  const pieces = place(
    [
      { style, colour: names[hash % names.length], x: 380, y: 20, scale: 0.78 },
      { style: "wool-scarf", colour: names[(hash >>> 4) % names.length], x: 120, y: 260, scale: 0.42 },
    ],
    colours,
  );
  const body =
    `<rect width="1200" height="675" fill="${mix(tint, "#ffffff", 0.9)}"/>` +
    `<circle cx="700" cy="330" r="280" fill="${mix(tint, "#ffffff", 0.76)}"/>` +
    `<path d="M0 600 L1200 600 L1200 675 L0 675 Z" fill="${mix(tint, "#ffffff", 0.82)}"/>` +
    pieces.body;
  return svg(1200, 675, pieces.defs, body);
}
