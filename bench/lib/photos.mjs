/**
 * The picture figures of issue 30 with real photos (photo-shop.mjs imports three ~3 MB JPEGs):
 *   - the product page's LCP picture on a 390 px phone (Chromium, 390 × 844 at DPR 3, AVIF
 *     accepted): which width and format it fetched and its bytes — budget ≤ 60 KB;
 *   - Lighthouse mobile LCP (median of 3, lighthouse.mjs) on home, category and product with the
 *     photos — budget ≤ 2.0 s.
 * Before measuring, each page is opened once at each screen the figures use (the phone, the
 * Lighthouse phone at 412 px × 1.75, a 1280 px desktop), as shoppers would have: every variant
 * then comes from the edge cache. A first, uncached variant is made by the Images binding, which
 * Miniflare runs with sharp on this machine's CPU — seconds per AVIF, nothing like Cloudflare's.
 *
 * `node bench/run.mjs --photos` runs this part alone (with `--skip-build`, `--allow-dirty`), and
 * writes bench/results/photos.json; `npm run bench` runs it after Lighthouse.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { chromium } from "playwright-core";
import { measuredCommit, root } from "./clean-tree.mjs";
import { lighthouseScores } from "./lighthouse.mjs";
import { PHOTO_PAGES, setUpPhotoShop } from "./photo-shop.mjs";
import { startShop } from "./servers.mjs";

export const PHOTO_BUDGETS = { lcpMs: 2000, phonePictureKb: 60 };
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const SCREENS = [
  PHONE,
  { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
];
const LCP_URL = () =>
  new Promise((done) => {
    new PerformanceObserver((list) => done(list.getEntries().at(-1)?.url ?? null)).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
    setTimeout(() => done(null), 5000);
  });

/** Opens `url` on `screen`: the LCP picture's address and every picture answer (address, type, bytes, status). */
async function visit(browser, url, screen) {
  const context = await browser.newContext(screen);
  const page = await context.newPage();
  const pictures = [];
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.startsWith("/api/web/media/")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    pictures.push({
      url: response.url(),
      status: response.status(),
      type: response.headers()["content-type"],
      bytes: body.length,
    });
  });
  await page.goto(url, { waitUntil: "networkidle", timeout: 180_000 });
  const lcp = await page.evaluate(LCP_URL);
  await context.close();
  return { lcp, pictures };
}

export async function photoFigures(shop) {
  const setup = await setUpPhotoShop(shop);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  let phone;
  try {
    // Warm the edge cache; a variant that timed out while being made is asked for again.
    for (let pass = 0; pass < 3; pass++) {
      let failed = 0;
      for (const path of Object.values(PHOTO_PAGES))
        for (const screen of SCREENS)
          failed += (await visit(browser, shop.url + path, screen)).pictures.filter((p) => p.status !== 200).length;
      if (!failed) break;
    }
    const seen = await visit(browser, shop.url + PHOTO_PAGES.product, PHONE);
    const picture = seen.pictures.find((p) => p.url === seen.lcp);
    if (!picture) throw new Error(`the product page's LCP (${seen.lcp}) was not a picture it fetched`);
    phone = { ...picture, width: Number(new URL(picture.url).searchParams.get("w")) || null, kb: picture.bytes / 1024 };
  } finally {
    await browser.close();
  }
  const lighthouse = await lighthouseScores(shop.url, PHOTO_PAGES);
  const lcpMs = Object.fromEntries(
    Object.entries(lighthouse).map(([name, page]) => [name, page.metrics["largest-contentful-paint"]]),
  );
  console.log(
    `photos: product LCP picture on a 390 px phone ${phone.kb.toFixed(1)} KB (${phone.type}, w=${phone.width}); ` +
      `Lighthouse LCP ${Object.entries(lcpMs)
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join(", ")}`,
  );
  return { originalBytes: setup.originalBytes, phone, lcpMs, lighthouse };
}

/** The budget rows of these figures, as budgets.mjs makes them. */
export function photoRows(photos) {
  const lcpBudget = `≤ ${PHOTO_BUDGETS.lcpMs / 1000} s`;
  const pictureBudget = `≤ ${PHOTO_BUDGETS.phonePictureKb} KB`;
  const pictureFigure = "product LCP picture on a 390 px phone, 3 MB upload";
  if (!photos || photos.error) {
    const why = photos?.error ?? "not run";
    return [
      ...Object.keys(PHOTO_PAGES).map((name) => ({
        figure: `LCP with real photos, ${name}`,
        value: null,
        budget: lcpBudget,
        status: `not measured (${why})`,
      })),
      { figure: pictureFigure, value: null, budget: pictureBudget, status: `not measured (${why})` },
    ];
  }
  const row = (figure, value, budget, pass) => ({ figure, value, budget, status: pass ? "ok" : "MISS" });
  return [
    ...Object.entries(photos.lcpMs).map(([name, ms]) =>
      row(
        `LCP with real photos, ${name} (Lighthouse mobile, median of 3)`,
        `${(ms / 1000).toFixed(2)} s`,
        lcpBudget,
        ms <= PHOTO_BUDGETS.lcpMs,
      ),
    ),
    row(
      pictureFigure,
      `${photos.phone.kb.toFixed(1)} KB (${photos.phone.type}, w=${photos.phone.width})`,
      pictureBudget,
      photos.phone.kb <= PHOTO_BUDGETS.phonePictureKb,
    ),
  ];
}

/** `node bench/run.mjs --photos`: this part alone, on its own started shop; results/photos.json. */
export async function runPhotosAlone(argv = process.argv) {
  const measured = measuredCommit(argv);
  if (!argv.includes("--skip-build")) {
    const prepared = spawnSync(process.execPath, ["scripts/prepare.mjs", "--bundle"], { cwd: root, stdio: "inherit" });
    if (prepared.status !== 0) process.exit(prepared.status ?? 1);
  }
  const shop = await startShop();
  try {
    const photos = await photoFigures(shop);
    const rows = photoRows(photos);
    for (const r of rows)
      console.log(`${r.status === "ok" ? "ok  " : "MISS"}  ${r.figure}: ${r.value} (budget ${r.budget})`);
    const dir = resolve(root, "bench/results");
    mkdirSync(dir, { recursive: true });
    writeFileSync(resolve(dir, "photos.json"), `${JSON.stringify({ run: measured, photos, checks: rows }, null, 2)}\n`);
  } finally {
    await shop.dispose();
  }
}
