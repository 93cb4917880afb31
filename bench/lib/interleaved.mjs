/**
 * Two builds of the shop compared on a shared, noisy machine: the same signed-in product page is
 * rendered in short alternating rounds on each (one Miniflare per build, each with its own
 * shopper), so both see the same load; the answer is the median over rounds of each build's
 * renders per second and of their ratio. Used by bench/profile.mjs --against.
 */
import { assertSignedIn } from "./shopper.mjs";

/** Sends `count` requests, `concurrency` at a time; throws on the first page not rendered signed in. */
export async function render(url, cookie, count, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const response = await fetch(url, { headers: { cookie } });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`product page answered HTTP ${response.status}`);
      assertSignedIn(html, "the product page");
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `a` and `b` are { url, cookie }; answers renders per second of each and b ÷ a, medians over rounds. */
export async function interleaved(a, b, { rounds = 12, requests = 40, concurrency = 10 } = {}) {
  const rate = async ({ url, cookie }) => {
    const started = performance.now();
    await render(url, cookie, requests, concurrency);
    return requests / ((performance.now() - started) / 1000);
  };
  const rates = { a: [], b: [], ratio: [] };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so neither always meets the other's leftovers.
    const [first, second] = round % 2 ? [b, a] : [a, b];
    const one = await rate(first);
    const two = await rate(second);
    const [ra, rb] = round % 2 ? [two, one] : [one, two];
    rates.a.push(ra);
    rates.b.push(rb);
    rates.ratio.push(rb / ra);
  }
  return { a: median(rates.a), b: median(rates.b), ratio: median(rates.ratio), rounds, requests, concurrency };
}
