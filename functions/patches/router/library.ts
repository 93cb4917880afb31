/**
 * The real @remix-run/router, imported by its file. In the Worker bundle the package's name is
 * an alias for ./index.ts (wrangler.toml [alias]), so importing it by name here would import the
 * shim itself. The file has no type declarations of its own: it is the package's module build,
 * whose types are the package's (index.d.ts).
 */
// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- the file's neighbour router.d.ts types only part of it
// @ts-ignore
import * as file from "@remix-run/router/dist/router.js";
import type * as Router from "@remix-run/router";

const router = file as unknown as typeof Router;

// Plain signatures, not the library's assertion ones: TypeScript only narrows through an
// assertion function declared with an explicit type, and nothing here needs the narrowing.
export const UNSAFE_invariant: (value: unknown, message?: string) => void = router.UNSAFE_invariant;
export const UNSAFE_warning: (condition: unknown, message: string) => void = router.UNSAFE_warning;
export const { UNSAFE_decodePath, joinPaths, normalizePathname, parsePath, stripBasename } = router;

export type {
  AgnosticRouteMatch,
  AgnosticRouteObject,
  Location,
  Params,
  PathMatch,
  PathPattern,
} from "@remix-run/router";
