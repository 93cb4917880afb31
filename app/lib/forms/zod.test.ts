import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "./zod";

const APP = join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("zod in the storefront", () => {
  it("is configured without the `new Function` probe (a CSP violation in the browser)", () => {
    expect(z.config().jitless).toBe(true);
  });

  it("reaches browser code only through lib/forms/zod.ts (type-only imports aside)", () => {
    const direct = sources(APP).filter((file) => {
      if (file.endsWith("/lib/forms/zod.ts")) return false;
      return /^import\s+(?!type\b)[^;]*from\s+["']zod(?:\/[^"']*)?["']/m.test(readFileSync(file, "utf8"));
    });
    expect(direct.map((file) => relative(APP, file))).toEqual([]);
  });
});
