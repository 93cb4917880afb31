/**
 * The first screen's pictures (docs/decisions/334): the page's largest picture is the only one
 * fetched at high priority and is decoded with the frame that shows it; the pictures that load
 * with the HTML are the first screen's (the hero, the first row of tiles, a listing's first
 * cards), not home's featured grid below them, which waits for the lazy rule.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const images = async (path: string) => {
  const html = await (await worker.fetch(path)).text();
  return [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
};
const eager = (tags: string[]) => tags.filter((tag) => tag.includes('loading="eager"'));
const high = (tags: string[]) => tags.filter((tag) => /fetchPriority="high"/i.test(tag));

describe("pictures of the first screen", () => {
  it("home: the hero's first slide alone is high and sync; the featured grid is lazy", async () => {
    const tags = await images("/");
    const [hero] = high(tags);
    expect(high(tags)).toHaveLength(1);
    expect(hero).toContain('decoding="sync"');
    // The hero's first slide and the first row of category tiles; no product card.
    expect(eager(tags)).toHaveLength(3);
    const cards = tags.filter((tag) => tag.includes("/demo/product/"));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toContain('loading="lazy"');
  });

  it("a listing: its first card alone is high and sync, a phone's first row eager, the rest lazy", async () => {
    const tags = await images("/category/women");
    expect(high(tags)).toHaveLength(1);
    expect(high(tags)[0]).toContain('decoding="sync"');
    const cards = tags.filter((tag) => tag.includes("/demo/product/"));
    expect(cards.length).toBeGreaterThan(4);
    expect(eager(cards)).toHaveLength(2);
  });
});
