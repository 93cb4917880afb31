/**
 * A repeat anonymous page answered before the route runs (known-page.ts, ADR 387), on the built
 * Worker: the first hit of a request goes the whole way and notes it, every later one with the
 * same URL, cookies and Accept-Language is answered early. The early answer must be the same
 * answer, from memory and from the Cache API, and must never stand in for a request the page
 * cache would have answered otherwise (another language or currency, a shopper).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { rawAnswer, type RawAnswer } from "../support/raw-answer";
import { createCustomer, type Customer } from "../support/shoppers";

const BROWSER = "gzip, deflate, br, zstd";
const cacheFolder = mkdtempSync(join(tmpdir(), "worker-known-page-"));
let first: TestWorker | undefined;
let second: TestWorker | undefined;
/** The first Worker's host: the second is asked under it (the same cache key). */
let host: string;
let ada: Customer;
const path = `/product/slim-cardigan-1?known-page=${Date.now()}`;

const raw = (worker: TestWorker, headers: Record<string, string>) => rawAnswer(worker, path, { host, ...headers });
const settle = () => new Promise((done) => setTimeout(done, 300)); // the store runs in waitUntil
const html = (answer: RawAnswer) =>
  (answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body).toString();
const language = (answer: RawAnswer) => /<html[^>]* lang="([^"]+)"/.exec(html(answer))?.[1];
/** Everything but the moment it was sent. */
const sameAnswer = (a: RawAnswer, b: RawAnswer) => {
  const { date: _a, ...aHeaders } = a.headers;
  const { date: _b, ...bHeaders } = b.headers;
  expect(b.status).toBe(a.status);
  expect(bHeaders).toEqual(aHeaders);
  expect(b.body.equals(a.body)).toBe(true);
};

beforeAll(async () => {
  first = await startWorker({ persist: cacheFolder });
  host = new URL(first.url).host;
  ada = await createCustomer(first, { nickname: "Ada Early" });
});
afterAll(async () => {
  await first?.dispose();
  await second?.dispose();
  rmSync(cacheFolder, { recursive: true, force: true });
});

describe("a repeat anonymous page", () => {
  it("is answered early from memory with the very answer the whole way gave", async () => {
    const headers = { "accept-encoding": BROWSER, cookie: "lng=en", "accept-language": "en" };
    expect((await raw(first!, headers)).headers["x-page-cache"]).toBe("miss");
    await settle();
    const wholeWay = await raw(first!, headers);
    expect(wholeWay.headers["x-page-cache"]).toBe("hit-memory");
    expect(wholeWay.headers["content-encoding"]).toBe("gzip");
    for (let i = 0; i < 3; i++) sameAnswer(wholeWay, await raw(first!, headers));
    // The same request without gzip gets the plain bytes of the same page.
    const plain = await raw(first!, { cookie: "lng=en", "accept-language": "en" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(gunzipSync(wholeWay.body))).toBe(true);
  });

  it("is never answered in another request's language or currency", async () => {
    const english = await raw(first!, { "accept-encoding": BROWSER, cookie: "lng=en", "accept-language": "en" });
    expect(language(english)).toBe("en");
    for (const [headers, expected] of [
      [{ cookie: "lng=de", "accept-language": "en" }, "de"],
      [{ cookie: "lng=en; lng=ja", "accept-language": "en" }, undefined],
      [{ "accept-language": "fr" }, "fr"],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        const answer = await raw(first!, { "accept-encoding": BROWSER, ...headers });
        expect(answer.status).toBe(200);
        if (expected) expect(language(answer)).toBe(expected);
      }
    }
    const euros = { "accept-encoding": BROWSER, cookie: "lng=en; currency=EUR" };
    expect((await raw(first!, euros)).headers["x-page-cache"]).toBe("miss");
    await settle();
    const wholeWay = await raw(first!, euros);
    expect(wholeWay.headers["x-page-cache"]).toBe("hit-memory");
    const early = await raw(first!, euros);
    sameAnswer(wholeWay, early);
    expect(html(early)).not.toBe(html(english));
  });

  it("never stands in for a shopper's page", async () => {
    const stitched = await raw(first!, { "accept-encoding": BROWSER, cookie: `lng=en; ${ada.cookie}` });
    expect(stitched.headers["x-page-cache"]).toBe("stitched-hit-memory");
    expect(stitched.headers["cache-control"]).toBe("private, no-cache");
    expect(html(stitched)).toContain("Ada Early");
  });

  it("is answered early from the Cache API, by an isolate that never had it in memory, as the whole way answers it", async () => {
    await first!.dispose();
    first = undefined;
    second = await startWorker({ persist: cacheFolder });
    const headers = { "accept-encoding": BROWSER, cookie: "lng=en", "accept-language": "en" };
    const wholeWay = await raw(second, headers);
    expect(wholeWay.headers["x-page-cache"]).toBe("hit-cache");
    expect(wholeWay.headers["x-stored-encoding"]).toBeUndefined();
    for (let i = 0; i < 3; i++) sameAnswer(wholeWay, await raw(second, headers));
    expect(html(await raw(second, { cookie: "lng=en", "accept-language": "en" }))).toBe(html(wholeWay));
  });
});

describe("in production, over HTTPS", () => {
  it("a repeat page gets the headers the whole way gives it (HSTS, no layer header, no meter)", async () => {
    const production = await startWorker({ production: true });
    try {
      const url = `https://shop.example${path}&production=1`;
      const headers = { "accept-encoding": BROWSER, cookie: "lng=en" };
      const answers: { status: number; headers: Record<string, string>; body: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await production.mf.dispatchFetch(url, { headers });
        const { date: _date, ...rest } = Object.fromEntries(answer.headers);
        answers.push({ status: answer.status, headers: rest, body: await answer.text() });
        if (i === 0) await settle();
      }
      const [, wholeWay, ...early] = answers;
      expect(wholeWay.status).toBe(200);
      expect(wholeWay.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(wholeWay.headers["x-page-cache"]).toBeUndefined();
      expect(wholeWay.headers["x-d1-round-trips"]).toBeUndefined();
      // Stored for seconds only without a purge token (ADR 275): asked within them.
      expect(wholeWay.body).not.toMatch(/nonce="/);
      for (const answer of early) expect(answer).toEqual(wholeWay);
    } finally {
      await production.dispose();
    }
  });
});
