/**
 * The backend's layers (docs/decisions/235): functions/commerce/kernel holds what every domain
 * uses and imports no domain; each other folder is a domain that others reach only through its
 * index.ts; no two domains import each other; the backend reaches no Worker or storefront code;
 * the Worker shell reaches the backend only through functions/commerce/index.ts. Tests and test
 * helpers may reach anywhere: the rules are about production code.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findCycles, importGraph } from "./import-cycles.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const COMMERCE = "functions/commerce/";
const graph = importGraph(ROOT, ["functions"]);

/**
 * Shell modules still reading the backend's pure helpers (body limit, messages, upload sizes)
 * directly: they run in the Node unit tests, where the backend's entry cannot load (its Durable
 * Objects import cloudflare:workers). Where those helpers belong is the shell's move (issue 27).
 */
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
/** Tests and their helpers (a test/ folder, test-*.ts, *.test.ts, vitest configs). */
const isTestCode = (file: string) =>
  /(^|\/)test\//.test(file) ||
  /(^|\/)test-[^/]*$/.test(file) ||
  /\.test\.ts$/.test(file) ||
  /vitest\.config/.test(file);

/** The folder right under functions/commerce ("kernel", "orders"…), or null for the entry files. */
function layerOf(file: string): string | null {
  if (!file.startsWith(COMMERCE)) return null;
  const rest = file.slice(COMMERCE.length);
  return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : null;
}

/** [from, to] of every production import. */
const edges: [string, string][] = [];
for (const [file, targets] of graph) {
  const from = relative(file);
  if (isTestCode(from)) continue;
  for (const target of targets) edges.push([from, relative(target)]);
}

describe("the backend's layers", () => {
  it("the kernel imports no domain", () => {
    const wrong = edges.filter(
      ([from, to]) => layerOf(from) === "kernel" && to.startsWith(COMMERCE) && layerOf(to) !== "kernel",
    );
    expect(wrong).toEqual([]);
    // Not vacuous: the kernel is there and its modules import each other.
    expect(edges.some(([from, to]) => layerOf(from) === "kernel" && layerOf(to) === "kernel")).toBe(true);
  });

  it("no domain index loads a Durable Object class", () => {
    const wrong = edges.filter(
      ([from, to]) => /\/index\.ts$/.test(from) && layerOf(from) !== null && /-object\.ts$/.test(to),
    );
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("no two domains import each other", () => {
    const pairs = new Set<string>();
    for (const [from, to] of edges) {
      const a = layerOf(from);
      const b = layerOf(to);
      if (a && b && a !== b) pairs.add(`${a} ${b}`);
    }
    const twoWay = [...pairs].filter((pair) => {
      const [a, b] = pair.split(" ");
      return a < b && pairs.has(`${b} ${a}`);
    });
    expect(twoWay.map((pair) => pair.replace(" ", " <-> "))).toEqual([]);
  });

  it("the domains import each other in no circle", () => {
    const domains = new Map<string, Set<string>>();
    for (const [from, to] of edges) {
      const a = layerOf(from);
      const b = layerOf(to);
      if (!a || !b || a === b) continue;
      if (!domains.has(a)) domains.set(a, new Set());
      if (!domains.has(b)) domains.set(b, new Set());
      domains.get(a)!.add(b);
    }
    expect(findCycles(domains)).toEqual([]);
  });

  it("a domain reaches another only through its index.ts", () => {
    const wrong = edges.filter(([from, to]) => {
      const a = layerOf(from);
      const b = layerOf(to);
      return a !== null && b !== null && a !== b && b !== "kernel" && to !== `${COMMERCE}${b}/index.ts`;
    });
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("the entry files reach a domain only through its index.ts (or its Durable Object class)", () => {
    // A Durable Object class (`<domain>/*-object.ts`) imports cloudflare:workers, which Node cannot
    // load: a domain's index.ts leaves it out so the calls stay readable in Node, and the entry
    // exports it from its own file.
    const wrong = edges.filter(([from, to]) => {
      if (!from.startsWith(COMMERCE) || layerOf(from) !== null) return false;
      const b = layerOf(to);
      return (
        b !== null &&
        b !== "kernel" &&
        to !== `${COMMERCE}${b}/index.ts` &&
        !/^[^/]+\/[^/]+-object\.ts$/.test(to.slice(COMMERCE.length))
      );
    });
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("the backend imports nothing outside it but the contract", () => {
    const wrong = edges.filter(
      ([from, to]) =>
        from.startsWith(COMMERCE) &&
        !to.startsWith(COMMERCE) &&
        !to.startsWith("functions/contract/") &&
        !to.startsWith("locales/"),
    );
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it("the Worker shell reaches the backend only through functions/commerce/index.ts", () => {
    const wrong = edges.filter(
      ([from, to]) => from.startsWith("functions/worker/") && to.startsWith(COMMERCE) && to !== `${COMMERCE}index.ts`,
    );
    expect(wrong.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });
});
