import { afterEach, describe, expect, it } from "vitest";
import { forgetAll, MEMORY_LIFETIME_SECONDS, recall, remember, sharedLifetime } from "./page-memory";

const page = (cacheControl: string, size = 10) => ({
  body: new Uint8Array(size),
  status: 200,
  statusText: "OK",
  headers: new Headers({ "cache-control": cacheControl }),
});
const PUBLIC = "public, max-age=0, must-revalidate, s-maxage=300";

afterEach(forgetAll);

describe("sharedLifetime", () => {
  it("is the s-maxage (else max-age) of a public answer, 0 for anything else", () => {
    expect(sharedLifetime(PUBLIC)).toBe(300);
    expect(sharedLifetime("public, max-age=60")).toBe(60);
    expect(sharedLifetime("private, no-cache")).toBe(0);
    expect(sharedLifetime("public, no-store, s-maxage=60")).toBe(0);
    expect(sharedLifetime("public")).toBe(0);
    expect(sharedLifetime(null)).toBe(0);
  });
});

describe("the isolate's page memory", () => {
  it("serves a page until its s-maxage has passed since it was stored, never after", () => {
    remember("a", page("public, s-maxage=30"), 1_000);
    expect(recall("a", 1_000 + 29_999)).not.toBeNull();
    expect(recall("a", 1_000 + 30_000)).toBeNull();
    expect(recall("a", 1_000)).toBeNull();
  });

  it("keeps a page a minute at most, however long the edge cache may keep it", () => {
    expect(MEMORY_LIFETIME_SECONDS).toBe(60);
    remember("b", page(PUBLIC), 1_000);
    expect(recall("b", 1_000 + 59_999)).not.toBeNull();
    expect(recall("b", 1_000 + 60_000)).toBeNull();
  });

  it("keeps nothing that a shared cache may not keep", () => {
    remember("p", page("private, no-cache"));
    expect(recall("p")).toBeNull();
  });

  it("lets the least recently used page go first when full", () => {
    const size = 1_000_000; // eight fit in the 8 MiB, a ninth does not
    for (let i = 0; i < 8; i++) remember(`page ${i}`, page(PUBLIC, size));
    expect(recall("page 0")).not.toBeNull(); // "page 1" is now the least recently used
    remember("page 8", page(PUBLIC, size));
    expect(recall("page 1")).toBeNull();
    for (const i of [0, 2, 3, 4, 5, 6, 7, 8]) expect(recall(`page ${i}`), `page ${i}`).not.toBeNull();
  });

  it("keeps the order of use when the page used last is asked for again (ADR 388)", () => {
    const size = 1_000_000; // eight fit in the 8 MiB, a ninth does not
    for (let i = 0; i < 8; i++) remember(`page ${i}`, page(PUBLIC, size));
    for (let repeat = 0; repeat < 3; repeat++) expect(recall("page 0")).not.toBeNull();
    expect(recall("page 7")).not.toBeNull();
    expect(recall("page 7")).not.toBeNull();
    remember("page 8", page(PUBLIC, size)); // "page 1" is the least recently used
    expect(recall("page 1")).toBeNull();
    for (const i of [0, 2, 3, 4, 5, 6, 7, 8]) expect(recall(`page ${i}`), `page ${i}`).not.toBeNull();
  });

  it("drops the page used last once it has expired, freeing its room", () => {
    const size = 1_000_000;
    for (let i = 0; i < 8; i++) remember(`page ${i}`, page(`public, s-maxage=${i === 7 ? 10 : 300}`, size), 1_000);
    expect(recall("page 7", 1_000 + 10_000)).toBeNull();
    remember("page 8", page(PUBLIC, size), 1_000 + 10_000);
    for (const i of [0, 1, 2, 3, 4, 5, 6, 8]) expect(recall(`page ${i}`, 1_000 + 10_000), `page ${i}`).not.toBeNull();
    expect(recall("page 7", 1_000)).toBeNull();
  });

  it("counts a page's gzip form in its size", () => {
    const size = 400_000; // twelve plain pages fit in the 8 MiB; with a gzip form as large, ten
    const withGzip = () => ({ ...page(PUBLIC, size), gzip: { body: new Uint8Array(size), headers: new Headers() } });
    for (let i = 0; i < 12; i++) remember(`page ${i}`, withGzip());
    for (const i of [0, 1]) expect(recall(`page ${i}`), `page ${i}`).toBeNull();
    for (let i = 2; i < 12; i++) expect(recall(`page ${i}`), `page ${i}`).not.toBeNull();
  });

  it("leaves a page larger than 1 MiB to the edge cache", () => {
    remember("huge", page(PUBLIC, 2 * 1024 * 1024));
    expect(recall("huge")).toBeNull();
  });
});
