/**
 * Routes stay thin (ADRs 247, 248): a route module wires a feature's loader, action and screen;
 * the bodies live in `features/<feature>/*.server.ts` and the markup in the feature's screen.
 * A route that grows a form, a schema check or its own backend calls back fails here.
 */
import { describe, expect, it } from "vitest";
import { appFiles } from "./test/app-sources";

const routes = appFiles.filter((file) => file.path.startsWith("routes/"));
// A route's wiring (exports, imports, a comment) fits in this many lines; the longest today is 33.
const MOST_LINES = 40;

describe("a route module", () => {
  it("is a few lines of wiring", () => {
    const long = routes
      .map((file) => ({ path: file.path, lines: file.text.trimEnd().split("\n").length }))
      .filter((route) => route.lines > MOST_LINES);
    expect(long).toEqual([]);
  });

  it("holds no form and no schema check: those are its feature's screen's and server module's", () => {
    const working = routes.filter((file) => /\buseForm\(|\bparseWithZod\(|<Form\b|\.formData\(\)/.test(file.text));
    expect(working.map((file) => file.path)).toEqual([]);
  });
});
