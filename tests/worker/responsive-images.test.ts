/**
 * Issue 30, item 2 on the built Worker with the Images binding (run locally by Miniflare with
 * sharp): a photo stored in R2 is answered at every width of the contract's srcset, in AVIF or
 * WebP as the browser's Accept allows (else JPEG), decoded here to check its real size and type;
 * the edge cache keys the variants by width and format; a width outside the set is a 404.
 * A product with that photo is drawn with the srcset and sizes, and its page preloads it.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { makePhoto } from "../../bench/lib/test-photos.mjs";
import { IMAGE_WIDTHS } from "../../functions/contract/responsive-images";
import { PICTURE_SIZES } from "../../app/lib/picture";

let worker: TestWorker;
let path: string;
const PHOTO = { width: 1600, height: 1200 };

beforeAll(async () => {
  // Its own copy of the shop: the product with the photo is added to it.
  worker = await startWorker({ images: true, ownData: true });
  const key = `uploads/catalogue/${crypto.randomUUID()}.jpg`;
  const bucket = await worker.mf.getR2Bucket("UPLOADS");
  await bucket.put(key, await makePhoto({ ...PHOTO, seed: 7 }), { httpMetadata: { contentType: "image/jpeg" } });
  path = `/api/web/media/${key}`;
});
afterAll(() => worker?.dispose());

const BROWSERS = [
  { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8", type: "image/avif", format: "heif" },
  { accept: "image/webp,*/*", type: "image/webp", format: "webp" },
  { accept: "*/*", type: "image/jpeg", format: "jpeg" },
];

describe("a stored photo at each srcset width", () => {
  for (const browser of BROWSERS) {
    it(`answers every width as ${browser.type} for Accept: ${browser.accept}`, async () => {
      for (const width of IMAGE_WIDTHS) {
        const response = await worker.fetch(`${path}?w=${width}`, { headers: { accept: browser.accept } });
        expect(response.status, `w=${width}`).toBe(200);
        expect(response.headers.get("content-type")).toBe(browser.type);
        expect(response.headers.get("vary")).toBe("Accept");
        expect(response.headers.get("cache-control")).toContain("immutable");
        const decoded = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(decoded.format).toBe(browser.format);
        expect({ width: decoded.width, height: decoded.height }).toEqual({
          width,
          height: Math.round((width * PHOTO.height) / PHOTO.width),
        });
      }
    });
  }

  it("answers a width again from the edge cache, keyed by format", async () => {
    const asked = `${path}?w=320`;
    const avif = await worker.fetch(asked, { headers: { accept: BROWSERS[0].accept } });
    const webp = await worker.fetch(asked, { headers: { accept: BROWSERS[1].accept } });
    expect([avif.headers.get("content-type"), webp.headers.get("content-type")]).toEqual(["image/avif", "image/webp"]);
    const cache = await worker.mf.getCaches();
    const origin = new URL(worker.url).origin;
    const stored = await cache.default.match(`${origin}${path}?w=320&f=avif`);
    expect(stored?.headers.get("content-type")).toBe("image/avif");
  });

  it("answers a cached variant from the edge cache alone, without reading the stored picture", async () => {
    // A copy of the photo, so deleting it leaves the other tests theirs.
    const bucket = await worker.mf.getR2Bucket("UPLOADS");
    const key = `uploads/catalogue/${crypto.randomUUID()}.jpg`;
    await bucket.put(key, await makePhoto({ ...PHOTO, seed: 8 }), { httpMetadata: { contentType: "image/jpeg" } });
    const asked = `/api/web/media/${key}?w=480`;
    const made = await worker.fetch(asked, { headers: { accept: BROWSERS[0].accept } });
    expect(made.headers.get("content-type")).toBe("image/avif");
    const bytes = Buffer.from(await made.arrayBuffer());
    const cache = await worker.mf.getCaches();
    await expect.poll(() => cache.default.match(`${new URL(worker.url).origin}${asked}&f=avif`)).toBeTruthy();
    // With R2 unable to answer, only the edge cache can serve the variant (docs/decisions/334).
    await bucket.delete(key);
    const again = await worker.fetch(asked, { headers: { accept: BROWSERS[0].accept } });
    expect(again.status).toBe(200);
    expect(again.headers.get("content-type")).toBe("image/avif");
    expect(again.headers.get("cache-control")).toContain("immutable");
    expect(again.headers.get("vary")).toBe("Accept");
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses a width outside the set, and serves the original without one", async () => {
    expect((await worker.fetch(`${path}?w=1000`)).status).toBe(404);
    const original = await worker.fetch(path, { headers: { accept: BROWSERS[0].accept } });
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(PHOTO.width);
  });
});

describe("a product page with a stored photo", () => {
  it("draws and preloads it at every width with the gallery's sizes, fetched first, never lazy", async () => {
    const imported = await worker.fetch("/api/web/admin/import", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer test-admin-token" },
      body: JSON.stringify({
        products: [
          {
            slug: "photo-coat",
            title: "Photo Coat",
            category: "women",
            images: [path, path.replace(".jpg", "-back.jpg")],
            skus: [{ sku: "PHOTO-COAT-1", price: 9900, stock: 3 }],
          },
        ],
      }),
    });
    expect(((await imported.json()) as { code: number }).code).toBe(0);
    const html = await (await worker.fetch("/product/photo-coat")).text();
    const srcset = IMAGE_WIDTHS.map((width) => `${path}?w=${width} ${width}w`).join(", ");
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? "";
    expect(preload).toContain(`imageSrcSet="${srcset}"`);
    expect(preload).toContain(`imageSizes="${PICTURE_SIZES.productMain}"`);
    expect(preload).toContain('fetchpriority="high"');
    const main = new RegExp(`<img srcSet="${srcset.replaceAll("?", "\\?")}"[^>]*>`).exec(html)?.[0] ?? "";
    expect(main).toContain(`sizes="${PICTURE_SIZES.productMain}"`);
    expect(main).toContain(`src="${path}?w=960"`);
    expect(main).toContain('loading="eager"');
    expect(main).toContain('fetchPriority="high"');
    // The second picture of the strip keeps the lazy rule.
    expect(html).toMatch(/<img srcSet="[^"]*-back\.jpg\?w=160 160w[^>]*loading="lazy"/);
  });
});
