/**
 * What the Worker bundle gets for `@remix-run/router` (wrangler.toml [alias]): the library
 * itself, with `matchRoutes` and `matchPath` replaced by the same code with per-isolate caches
 * (./matching.ts, docs/decisions/170). Remix's server runtime, React Router and Remix's React
 * components import the router by name, so all of them get these two; the library's own internal
 * calls (the static handler's query) keep the originals.
 */
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the file's neighbour router.d.ts types only part of it
// @ts-ignore
export * from "@remix-run/router/dist/router.js";
export { matchPath, matchRoutes } from "./matching";
