/**
 * Cached pages kept gzip-compressed (ADR 363), on the built Worker: a client that accepts gzip
 * gets the stored gzip bytes, byte-identical once decompressed to what a client without gzip
 * gets; both say `Vary: Accept-Encoding`; the same holds when the page comes from the Cache API
 * (a second Worker over the same cache: an isolate whose memory never had the page). A shopper's
 * page is stitched from the plain bytes, whichever layer kept it, and shows only their own parts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { rawAnswer } from "../support/raw-answer";
import { createCustomer, type Customer } from "../support/shoppers";

const BROWSER = "gzip, deflate, br, zstd";
const cacheFolder = mkdtempSync(join(tmpdir(), "worker-cache-"));
let first: TestWorker | undefined;
/** The page's URL names the first Worker's host: the second is asked under it (the same cache key). */
let host: string;
let second: TestWorker | undefined;
let ada: Customer;
const path = `/product/slim-cardigan-1?compressed=${Date.now()}`;

/** A request as a client sends it, under the first Worker's host (the same cache key). */
const raw = (worker: TestWorker, headers: Record<string, string>) => rawAnswer(worker, path, { host, ...headers });

const accountName = (html: string) => /data-account-name="true">([^<]*)</.exec(html)?.[1] ?? null;

/** The gzip and the plain answer of one layer: the same page, the right headers. */
async function expectBothForms(worker: TestWorker, layer: string) {
  const gzip = await raw(worker, { "accept-encoding": BROWSER });
  const plain = await raw(worker, {});
  const identity = await raw(worker, { "accept-encoding": "identity" });
  for (const [label, answer] of Object.entries({ gzip, plain, identity })) {
    expect(answer.status, label).toBe(200);
    expect(answer.headers["x-page-cache"], label).toBe(layer);
    expect(answer.headers.vary, label).toMatch(/\bAccept-Encoding\b/);
    expect(answer.headers["x-stored-encoding"], label).toBeUndefined();
  }
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(gzip.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  expect(identity.body.equals(plain.body)).toBe(true);
  expect(plain.body.toString()).toContain("</html>");
}

beforeAll(async () => {
  first = await startWorker({ persist: cacheFolder });
  host = new URL(first.url).host;
  ada = await createCustomer(first, { nickname: "Ada Gzip" });
});
afterAll(async () => {
  await first?.dispose();
  await second?.dispose();
  rmSync(cacheFolder, { recursive: true, force: true });
});

describe("a cached page kept compressed", () => {
  it("answers the stored gzip bytes from memory to a client that takes gzip, the plain bytes to any other", async () => {
    const rendered = await raw(first!, { "accept-encoding": BROWSER });
    expect(rendered.headers["x-page-cache"]).toBe("miss");
    await new Promise((done) => setTimeout(done, 300)); // the store runs in waitUntil
    await expectBothForms(first!, "hit-memory");
  });

  it("stitches a shopper's page from the plain bytes, never answering the shared gzip copy", async () => {
    const stitched = await raw(first!, { "accept-encoding": BROWSER, cookie: ada.cookie });
    expect(stitched.headers["x-page-cache"]).toBe("stitched-hit-memory");
    expect(stitched.headers["cache-control"]).toBe("private, no-cache");
    const html = (
      stitched.headers["content-encoding"] === "gzip" ? gunzipSync(stitched.body) : stitched.body
    ).toString();
    expect(accountName(html)).toBe("Ada Gzip");
  });

  it("answers both forms from the Cache API alike, to an isolate that never had the page in memory", async () => {
    await first!.dispose();
    first = undefined;
    second = await startWorker({ persist: cacheFolder });
    await expectBothForms(second, "hit-cache");
    const stitched = await raw(second, { "accept-encoding": BROWSER, cookie: ada.cookie });
    expect(stitched.headers["x-page-cache"]).toBe("stitched-hit-cache");
    const html = (
      stitched.headers["content-encoding"] === "gzip" ? gunzipSync(stitched.body) : stitched.body
    ).toString();
    expect(accountName(html)).toBe("Ada Gzip");
    expect(html).toContain("</html>");
    const anonymous = gunzipSync((await raw(second, { "accept-encoding": BROWSER })).body).toString();
    expect(anonymous).not.toContain("Ada Gzip");
  });
});
