/**
 * The spliced gzip answer (ADR 380): runs deflated once and values joined per request decompress
 * to the plain bytes joined, with a CRC-32 combined from the runs' stored ones that gunzip accepts.
 */
import { crc32 as zlibCrc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { combineCrc, crc32, crc32InJs, crcShift, deflateRun, splicedGzip, storedBlocks } from "./gzip-splice";

const bytes = (text: string) => new TextEncoder().encode(text);
const page = (n: number) => bytes(`<div class="card">${"Slim cardigan, wool ".repeat(n)}</div>`);

describe("crc32", () => {
  it("is zlib's, also continued from an earlier CRC", () => {
    const [a, b] = [page(40), bytes("♥ Ada & Bo")];
    expect(crc32(a)).toBe(zlibCrc32(a));
    expect(crc32(b, crc32(a))).toBe(zlibCrc32(Buffer.concat([a, b])));
    expect(crc32InJs(b, crc32InJs(a))).toBe(zlibCrc32(Buffer.concat([a, b])));
  });
  it("combines two CRCs as the CRC of both, whatever the second's length", () => {
    for (const n of [0, 1, 7, 300, 5000]) {
      const [a, b] = [page(3), page(n)];
      expect(combineCrc(crc32(a), crc32(b), crcShift(b.byteLength))).toBe(zlibCrc32(Buffer.concat([a, b])));
    }
  });
});

describe("splicedGzip", () => {
  it("joins runs and values into one gzip member that decompresses to them in order", () => {
    const runs = [page(200), page(5), page(1)].map(deflateRun);
    const values = [bytes('{"cartCount":2,"account":{"name":"Ada <&> \\"Bo\\""}}'), bytes(""), bytes("7")];
    const spliced = splicedGzip([runs[0], values[0], runs[1], values[1], values[2], runs[2]]);
    const expected = Buffer.concat([page(200), values[0], page(5), values[2], page(1)]);
    expect(gunzipSync(spliced).equals(expected)).toBe(true);
    // The fixed runs stay compressed: far smaller than the page.
    expect(spliced.byteLength).toBeLessThan(expected.byteLength / 4);
  });
  it("carries a value over 64 KiB in several stored blocks", () => {
    const big = new Uint8Array(150_000).map((_, i) => i % 251);
    expect(storedBlocks(big).byteLength).toBe(150_000 + 3 * 5);
    expect(gunzipSync(splicedGzip([deflateRun(page(2)), big])).equals(Buffer.concat([page(2), big]))).toBe(true);
  });
  it("is an empty gzip member for no pieces", () => {
    expect(gunzipSync(splicedGzip([])).byteLength).toBe(0);
  });
});
