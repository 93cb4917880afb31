/**
 * The yardstick for SSR throughput: a Worker that answers every request with a fixed small HTML
 * page, run in the same workerd the same way as the shop. The product page's requests per second
 * are quoted as a ratio to this, so the machine's speed and noise cancel out.
 */
const PAGE =
  "<!doctype html><html lang=en><head><meta charset=utf-8><title>Hello</title></head><body><h1>Hello, world</h1></body></html>";

export default {
  fetch() {
    return new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
};
