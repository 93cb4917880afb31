/**
 * The commerce suite's Worker entry (vitest.commerce.config.ts `main`): it exports the
 * Durable Object classes the backend binds, as functions/worker/entry.ts does for the deployed Worker.
 */
export { StockObject } from "../stock/stock-object";
export { CartObject } from "../cart/cart-object";

export default {
  fetch: () => new Response("The commerce tests call the service directly.", { status: 404 }),
} satisfies ExportedHandler<Env>;
