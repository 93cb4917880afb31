/**
 * Do the hand-built layers still pay (issue 28 item 7, ADR 285)? Each layer variant
 * (variants.mjs) runs in its own Miniflare beside the shop built the same way with nothing left
 * out ("as built"), each with its own bench shopper. Three scenarios, in alternating rounds so
 * every build meets the same machine load (the order rotates each round); per round, autocannon
 * for `seconds` on each build (50 connections on the cached page, 10 on the rendered ones:
 * renders are CPU-bound, and 50 only queues them for seconds):
 *   - the anonymous product page from the cache: a new URL each round (`?bench-round=N`, its own
 *     cache key), visited once to store it, then checked to be answered by the layer that build
 *     has first (`hit-memory`, or `hit-cache` without the page memory). A new URL each round,
 *     because the memory keeps a page at most a minute and a Cache API hit never refills it;
 *   - the product page signed in (the bench shopper), checked to show their name;
 *   - the cart page signed in (personal by nature: always rendered), checked the same way.
 * Reported per scenario and build: median req/s, median p99, and the median over rounds of the
 * ratio to "as built" in the same round.
 */
import { layerOf } from "./cache-layers.mjs";
import { startShop } from "./servers.mjs";
import { assertSignedIn, createBenchShopper } from "./shopper.mjs";
import { load } from "./throughput.mjs";
import { buildVariant, VARIANTS } from "./variants.mjs";

export const LAYER_ROUNDS = 5;
export const LAYER_SECONDS = 3;
/** Renders are CPU-bound: 10 connections keep the machine as busy as 50 without a queue of seconds. */
const RENDER_CONNECTIONS = 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const BASE = "as built";

const SCENARIOS = {
  "product, anonymous, cached": async ({ shop, name }, round, path) => {
    const url = `${shop.url}${path}?bench-round=${round}`;
    if ((await layerOf(url)) !== "miss") throw new Error(`${url} was not rendered on its first visit`);
    await new Promise((done) => setTimeout(done, 300)); // the store runs in waitUntil
    const expected = name === "without page memory" ? "hit-cache" : "hit-memory";
    const check = async (response) => {
      const seen = response.headers.get("x-page-cache");
      if (seen !== expected) throw new Error(`${name}: the cached page was answered by ${seen}, not ${expected}`);
    };
    return { url, check };
  },
  "product, signed in": async ({ shop, shopper }, round, path) => ({
    url: shop.url + path,
    headers: { cookie: shopper.cookie },
    connections: RENDER_CONNECTIONS,
    check: async (response, html) => assertSignedIn(html, "the signed-in product page"),
  }),
  "cart, signed in": async ({ shop, shopper }) => ({
    url: `${shop.url}/cart`,
    headers: { cookie: shopper.cookie },
    connections: RENDER_CONNECTIONS,
    check: async (response, html) => assertSignedIn(html, "the signed-in cart page"),
  }),
};

export async function layers(productPath, { rounds = LAYER_ROUNDS, seconds = LAYER_SECONDS } = {}) {
  const builds = [];
  try {
    for (const name of Object.keys(VARIANTS)) {
      const build = { name, shop: await startShop({ bundle: buildVariant(name) }) };
      builds.push(build);
      build.shopper = await createBenchShopper(build.shop);
      console.log(`layers: ${name} built and started`);
    }
    const result = {};
    for (const [scenario, setUp] of Object.entries(SCENARIOS)) {
      const runs = Object.fromEntries(builds.map(({ name }) => [name, []]));
      for (let round = 0; round < rounds; round++) {
        const order = builds.map((_, i) => builds[(i + round) % builds.length]);
        for (const build of order) {
          const { url, headers, check, connections } = await setUp(build, round, productPath);
          const run = await load(url, { headers, check, seconds, connections });
          if (run.failures) throw new Error(`${scenario}, ${build.name}: ${run.failures} failed requests`);
          runs[build.name].push(run);
        }
      }
      result[scenario] = Object.fromEntries(
        builds.map(({ name }) => [
          name,
          {
            requestsPerSecond: median(runs[name].map((run) => run.requestsPerSecond)),
            p99: median(runs[name].map((run) => run.latencyMs.p99)),
            ratio: median(runs[name].map((run, i) => run.requestsPerSecond / runs[BASE][i].requestsPerSecond)),
            rounds: runs[name].map((run) => Math.round(run.requestsPerSecond)),
            layers: runs[name].reduce((sum, run) => {
              for (const [layer, count] of Object.entries(run.layers)) sum[layer] = (sum[layer] ?? 0) + count;
              return sum;
            }, {}),
          },
        ]),
      );
      console.log(
        `layers, ${scenario}: ${builds.map(({ name }) => `${name} ${result[scenario][name].requestsPerSecond.toFixed(0)} req/s (${result[scenario][name].ratio.toFixed(2)}×)`).join("; ")}`,
      );
    }
    return { rounds, seconds, connections: { cached: 50, rendered: RENDER_CONNECTIONS }, scenarios: result };
  } finally {
    for (const { shop } of builds) await shop.dispose();
  }
}
