/**
 * The commerce suite's main module: it only exports the Durable Object classes the backend binds
 * (the suite calls the service directly, never through this fetch).
 */
export { CartObject } from "../cart/cart-object";

export default {
  fetch: () => new Response("Not found", { status: 404 }),
} satisfies ExportedHandler<Env>;
