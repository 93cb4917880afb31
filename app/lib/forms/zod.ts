/**
 * Zod for the storefront's form schemas, configured before any schema is built. Zod 4 compiles
 * object parsers with `new Function` when it may; to find out it calls `new Function("")` once,
 * and under the shop's Content-Security-Policy (no 'unsafe-eval') the browser reports that as a
 * CSP violation even though zod catches the error — a console issue Lighthouse's best-practices
 * audit counts. `jitless` skips the probe and the compiled parsers (our forms are small; the
 * interpreted parser is as fast as it needs to be). Every schema module imports `z` from here
 * (lib/forms/zod.test.ts checks), so this runs before the first `z.object`.
 */
import { z as zod } from "zod";

/** The configuration is part of the export's value: the package declares `sideEffects: false`,
    so a bare `zod.config()` statement next to a re-export would be dropped by the bundler. */
function withoutEvalProbe(library: typeof zod): typeof zod {
  library.config({ jitless: true });
  return library;
}

export const z: typeof zod = withoutEvalProbe(zod);

/** zod's type helpers under the same name (`z.infer<typeof schema>`), as the package has them. */
// eslint-disable-next-line @typescript-eslint/no-namespace
export declare namespace z {
  type infer<T> = zod.infer<T>;
  type input<T> = zod.input<T>;
  type ZodType<Output = unknown, Input = unknown> = zod.ZodType<Output, Input>;
}
