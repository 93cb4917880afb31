/**
 * Issue 30, item 2 on the built Worker with the Images binding (run locally by Miniflare with
 * sharp): a photo stored in R2 is answered at every width of the contract's srcset, in AVIF or
 * WebP as the browser's Accept allows (else JPEG), decoded here to check its real size and type;
 * the edge cache keys the variants by width and format; a width outside the set is a 404.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { makePhoto } from "../../bench/lib/test-photos.mjs";
import { IMAGE_WIDTHS } from "../../functions/contract/responsive-images";

let worker: TestWorker;
let path: string;
const PHOTO = { width: 2000, height: 1500 };

beforeAll(async () => {
  worker = await startWorker({ images: true });
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

  it("refuses a width outside the set, and serves the original without one", async () => {
    expect((await worker.fetch(`${path}?w=1000`)).status).toBe(404);
    const original = await worker.fetch(path, { headers: { accept: BROWSERS[0].accept } });
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(PHOTO.width);
  });
});
