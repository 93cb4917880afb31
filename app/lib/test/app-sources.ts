/**
 * The storefront's own source files (app/, tests left out) for the tests that hold the code to
 * "one way per job": which files use a pattern, as paths relative to app/.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const APP = join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes("/lib/test/") ? [path] : [];
  });
}

export const appFiles = sources(APP).map((path) => ({ path: relative(APP, path), text: readFileSync(path, "utf8") }));

/** The files whose text matches `pattern`, sorted. */
export const filesUsing = (pattern: RegExp) =>
  appFiles
    .filter((file) => pattern.test(file.text))
    .map((file) => file.path)
    .sort();
