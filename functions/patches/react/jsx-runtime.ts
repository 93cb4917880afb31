/**
 * What the Worker bundle gets for `react/jsx-runtime` (wrangler.toml [alias]): React's own
 * runtime, with `jsx`, `jsxs` and `Fragment` bound once as plain constants (docs/decisions/171, 253).
 *
 * The server build imports them by name from the CommonJS package; the bundler then reads every
 * name through a property getter of its ES-module wrapper, once per element rendered (about 1 %
 * of a product render's CPU in bench/profile). Binding them here once makes each call a direct
 * one. The file is reached by its relative path, so the alias does not apply to it again.
 */
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- React's package types only `react/jsx-runtime`
// @ts-ignore
import runtime from "../../../node_modules/react/jsx-runtime.js";

type Runtime = typeof import("react/jsx-runtime");
const { jsx, jsxs, Fragment } = runtime as Runtime;
export { jsx, jsxs, Fragment };
