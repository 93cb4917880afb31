/**
 * Zod for the storefront's form schemas, configured before any schema is built. Zod 4 compiles
 * object parsers with `new Function` when it may; to find out it calls `new Function("")` once,
 * and under the shop's Content-Security-Policy (no 'unsafe-eval') the browser reports that as a
 * CSP violation even though zod catches the error — a console issue Lighthouse's best-practices
 * audit counts. `jitless` skips the probe and the compiled parsers (our forms are small; the
 * interpreted parser is as fast as it needs to be). Every schema module imports `z` from here
 * (lib/forms/zod.test.ts checks), so this runs before the first `z.object`.
 *
 * package.json names this file in `sideEffects`: the project is otherwise declared free of side
 * effects, and the bundler would drop the `config` call of a module whose only export is a
 * re-export. Re-exporting (rather than passing zod's namespace through a function) keeps zod
 * tree-shaken: only the schema types the forms use reach the browser.
 */
// The config lives with the contract's schemas, which the forms are built from (functions/contract/zod.ts).
export { z } from "../../../functions/contract/zod";
