/**
 * Each route's data brings the namespaces its screen reads (ADR 280): what the module graph of a
 * route's file names (`namespace.key` literals, lib/test/namespaces-read.ts) must be in the root's
 * namespaces or the route's own, else the screen would show raw keys once the texts are per route.
 */
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../remix.config";
import { keysRead, namespacesRead, NAMESPACES, pageGraph } from "../test/namespaces-read";
import { ROOT_NAMESPACES, ROUTE_NAMESPACES } from "./route-namespaces";

const ROUTE_FILES = [...new Set(ROUTES.map(([, file]) => file))];

/** What a page made of `modules` lacks when `brought` (namespaces or single keys) comes with it. */
function lacking(modules: string[], brought: readonly string[]): Array<[namespace: string, module: string]> {
  const whole = new Set(brought.filter((part) => !part.includes(".")));
  return [...namespacesRead(modules)].filter(([namespace]) => {
    if (whole.has(namespace)) return false;
    // A namespace brought key by key covers a screen that names only those keys.
    const keys = [...keysRead(modules, namespace)];
    return !keys.length || keys.some((key) => !brought.includes(key));
  });
}

/** "file reads namespace (first named in module)" for each namespace a page would lack. */
function missingTexts(root: readonly string[], table: Record<string, readonly string[]>): string[] {
  const missing: string[] = [];
  for (const [namespace, module] of lacking(pageGraph("root.tsx"), root)) {
    missing.push(`root.tsx reads ${namespace} (in ${module})`);
  }
  for (const file of ROUTE_FILES) {
    for (const [namespace, module] of lacking(pageGraph(file), [...root, ...(table[file] ?? [])])) {
      missing.push(`${file} reads ${namespace} (in ${module})`);
    }
  }
  return missing;
}

describe("texts per route", () => {
  it("brings every namespace a screen reads, through its route or the root", () => {
    expect(missingTexts(ROOT_NAMESPACES, ROUTE_NAMESPACES)).toEqual([]);
  });

  it("catches a route that leaves out a namespace its screen reads", () => {
    const broken = {
      ...ROUTE_NAMESPACES,
      "routes/product.$slug.tsx": ROUTE_NAMESPACES["routes/product.$slug.tsx"].filter((part) => part !== "reviews"),
    };
    expect(missingTexts(ROOT_NAMESPACES, broken)).toEqual([
      expect.stringMatching(/^routes\/product\.\$slug\.tsx reads reviews \(in features\/engagement\/reviews\//),
    ]);
    const brokenRoot = ROOT_NAMESPACES.filter((namespace) => namespace !== "search");
    expect(missingTexts(brokenRoot, ROUTE_NAMESPACES)).toContain(
      "root.tsx reads search (in components/layout/SearchBox.tsx)",
    );
  });

  it("names every route file, and only namespaces that exist", () => {
    expect(Object.keys(ROUTE_NAMESPACES).sort()).toEqual([...ROUTE_FILES].sort());
    const named = [...ROOT_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()].map((part) => part.split(".")[0]);
    expect(named.filter((namespace) => !NAMESPACES.includes(namespace))).toEqual([]);
  });

  it("sends the product page fewer texts than all of them", () => {
    const product = [...ROOT_NAMESPACES, ...ROUTE_NAMESPACES["routes/product.$slug.tsx"]];
    const whole = product.filter((part) => !part.includes("."));
    for (const other of ["auth", "checkout", "returns", "orders", "catalogue"]) expect(whole).not.toContain(other);
    expect(product).toContain("auth.signedInAs");
  });
});
