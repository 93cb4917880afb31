import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  acceptsGzip,
  answerFromCache,
  answerFromMemory,
  cacheEntry,
  STORED_ENCODING_HEADER,
  varyingByEncoding,
  withGzip,
} from "./compressed-page";

const HTML = `<!DOCTYPE html><html lang="en"><body>${"<p>Slim cardigan – 29,00 €</p>".repeat(400)}</body></html>`;
const page = (contentType = "text/html; charset=utf-8") => ({
  body: new TextEncoder().encode(HTML),
  status: 200,
  statusText: "OK",
  headers: new Headers({
    "content-type": contentType,
    "cache-control": "public, max-age=0, s-maxage=300",
    vary: "Cookie, Accept-Language",
    "content-security-policy": "script-src 'sha256-x'",
  }),
});
const requestWith = (acceptEncoding: string | null, cf?: { clientAcceptEncoding?: string }) => {
  const request = new Request("https://shop.example/", {
    headers: acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding },
  });
  if (cf) Object.defineProperty(request, "cf", { value: cf });
  return request;
};
const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe("acceptsGzip", () => {
  it("takes gzip when the client lists it (or *) with a weight above 0", () => {
    expect(acceptsGzip(requestWith("gzip, deflate, br, zstd"))).toBe(true);
    expect(acceptsGzip(requestWith("br;q=1.0, gzip;q=0.8"))).toBe(true);
    expect(acceptsGzip(requestWith("*"))).toBe(true);
    expect(acceptsGzip(requestWith("gzip;q=0"))).toBe(false);
    expect(acceptsGzip(requestWith("*, gzip;q=0"))).toBe(false);
    expect(acceptsGzip(requestWith("br, identity"))).toBe(false);
    expect(acceptsGzip(requestWith(""))).toBe(false);
    expect(acceptsGzip(requestWith(null))).toBe(false);
  });

  it("reads what the client sent, not the `br, gzip` the platform hands the Worker", () => {
    expect(acceptsGzip(requestWith("br, gzip", { clientAcceptEncoding: "" }))).toBe(false);
    expect(acceptsGzip(requestWith("br, gzip", { clientAcceptEncoding: "identity" }))).toBe(false);
    expect(acceptsGzip(requestWith("br, gzip", { clientAcceptEncoding: "gzip, deflate" }))).toBe(true);
  });

  it("answers each value alike however often it is asked, and after many other values (ADR 388)", () => {
    for (let round = 0; round < 2; round++) {
      expect(acceptsGzip(requestWith("gzip;q=0"))).toBe(false);
      expect(acceptsGzip(requestWith("gzip"))).toBe(true);
      expect(acceptsGzip(requestWith("br, gzip", { clientAcceptEncoding: "identity" }))).toBe(false);
    }
    for (let i = 0; i < 100; i++) expect(acceptsGzip(requestWith(`br;q=0.${i % 10}, x-${i}`))).toBe(false);
    expect(acceptsGzip(requestWith("gzip;q=0"))).toBe(false);
    expect(acceptsGzip(requestWith("br, gzip", { clientAcceptEncoding: "gzip, deflate" }))).toBe(true);
  });
});

describe("a cached page kept compressed", () => {
  it("adds Accept-Encoding to Vary once, keeping what was there", () => {
    expect(varyingByEncoding(new Headers({ vary: "Cookie" })).get("vary")).toBe("Cookie, Accept-Encoding");
    expect(varyingByEncoding(new Headers({ vary: "accept-encoding, Cookie" })).get("vary")).toBe(
      "accept-encoding, Cookie",
    );
    expect(varyingByEncoding(new Headers()).get("vary")).toBe("Accept-Encoding");
  });

  it("answers a client that takes gzip the stored gzip bytes, byte-identical to the plain page once decompressed", async () => {
    const stored = await withGzip(page());
    const compressed = answerFromMemory(stored, true);
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    const gzip = await bytesOf(compressed);
    expect(gzip.byteLength).toBeLessThan(stored.body.byteLength / 5);
    expect(new Uint8Array(gunzipSync(gzip))).toEqual(stored.body);

    const plain = answerFromMemory(stored, false);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(await bytesOf(plain)).toEqual(stored.body);
    // The page's own headers (its policy) go with both forms.
    expect(compressed.headers.get("content-security-policy")).toBe(plain.headers.get("content-security-policy"));
  });

  it("keeps the Cache API entry as gzip bytes, answered as they are or decompressed", async () => {
    const stored = await withGzip(page());
    const entry = cacheEntry(stored);
    expect(entry.headers.get(STORED_ENCODING_HEADER)).toBe("gzip");
    expect(entry.headers.get("content-encoding")).toBeNull();
    const kept = await bytesOf(entry);

    const asGzip = answerFromCache(new Response(kept, entry), true);
    expect(asGzip.headers.get("content-encoding")).toBe("gzip");
    expect(asGzip.headers.has(STORED_ENCODING_HEADER)).toBe(false);
    expect(new Uint8Array(gunzipSync(await bytesOf(asGzip)))).toEqual(stored.body);

    const asPlain = answerFromCache(new Response(kept, entry), false);
    expect(asPlain.headers.get("content-encoding")).toBeNull();
    expect(asPlain.headers.has(STORED_ENCODING_HEADER)).toBe(false);
    expect(asPlain.headers.get("vary")).toContain("Accept-Encoding");
    expect(await bytesOf(asPlain)).toEqual(stored.body);
  });

  it("leaves what is not text, and a Cache API entry stored plain, as it is", async () => {
    const picture = await withGzip(page("image/png"));
    expect(picture.gzip).toBeUndefined();
    expect(answerFromMemory(picture, true).headers.get("content-encoding")).toBeNull();
    const entry = cacheEntry(picture);
    expect(entry.headers.has(STORED_ENCODING_HEADER)).toBe(false);
    expect(answerFromCache(entry, true)).toBe(entry);
  });
});
