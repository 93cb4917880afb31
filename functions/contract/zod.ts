/**
 * Zod for the contract's schemas, configured before any of them is built: the storefront's forms
 * are built from these modules and reach the browser, where zod's `new Function` probe (run when
 * an object schema is constructed) is a CSP violation. `jitless` skips it; app/lib/forms/zod.ts
 * re-exports this module, so whichever side imports first, the config comes first. On workerd
 * zod never compiles parsers anyway, so the backend's parsing is unchanged.
 * package.json names this file in `sideEffects` (the `config` call must not be tree-shaken).
 */
import { config } from "zod";

config({ jitless: true });

export { z } from "zod";
