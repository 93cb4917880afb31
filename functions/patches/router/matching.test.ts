import { beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import * as library from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import { shopRouteEntries } from "../../../remix.config";
import { matchPath, matchRoutes } from "./matching";

type Route = AgnosticRouteObject;

/** The shop's table as Remix hands it to the router: every route under the root. */
function shopTable(): Route[] {
  const children = shopRouteEntries().map((entry) =>
    entry.index ? { id: entry.id, index: true as const } : { id: entry.id, path: entry.path },
  );
  return [{ id: "root", path: "", children }];
}

/** Shapes the shop does not use but the library supports: optional segments, splats, case, absolute children. */
const OTHER_TABLE: Route[] = [
  {
    id: "a",
    path: "/",
    children: [
      { id: "b", path: ":lang?/docs/:page?" },
      { id: "c", path: "files/*" },
      { id: "d", path: "Exact", caseSensitive: true },
      {
        id: "e",
        path: "/nested",
        children: [
          { id: "f", path: "/nested/child" },
          { id: "g", index: true },
        ],
      },
      { id: "h", path: "x/:a-b/y" },
      { id: "i", path: "files/*" },
      { id: "j", path: "*" },
    ],
  },
];

const SEGMENTS = [
  "",
  "zh",
  "zh-TW",
  "en",
  "product",
  "slim-cardigan-1",
  "SKU-1",
  "user",
  "order",
  "A1b2",
  "cart",
  "auth",
  "signin",
  "qr",
  "category",
  "women",
  "docs",
  "files",
  "Exact",
  "exact",
  "nested",
  "child",
  "x",
  "y",
  "sitemap.xml",
  "robots.txt",
  "%E4%B8%AD",
  "a%2Fb",
  "%zz",
  "dev",
  "outbox",
  "error",
  "404",
];

const samplePaths = fc
  .tuple(fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 5 }), fc.boolean())
  .map(([segments, slash]) => `/${segments.join("/")}${slash ? "/" : ""}`);

function same(table: Route[], path: string, basename?: string): void {
  expect(matchRoutes(table, path, basename)).toEqual(library.matchRoutes(table, path, basename));
}

describe("matchRoutes with per-isolate caches", () => {
  // Both routers warn about the malformed paths ("%zz") the samples include, alike.
  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("answers as the library does on the shop's route table", () => {
    const table = shopTable();
    fc.assert(
      fc.property(samplePaths, (path) => {
        same(table, path);
      }),
      { numRuns: 2000 },
    );
  });

  it("answers as the library does on optional segments, splats, case and absolute children", () => {
    fc.assert(
      fc.property(samplePaths, (path) => {
        same(OTHER_TABLE, path);
      }),
      { numRuns: 2000 },
    );
    same(OTHER_TABLE, { pathname: "/docs" } as never);
    same(OTHER_TABLE, "/shop/docs/a?x=1#h", "/shop");
    same(OTHER_TABLE, "/elsewhere/docs", "/shop");
  });

  it("matches a new tree of the same shape with that tree's own route objects", () => {
    const first = shopTable();
    const second = shopTable();
    matchRoutes(first, "/product/slim-cardigan-1");
    const matches = matchRoutes(second, "/zh/product/slim-cardigan-1/SKU-1")!;
    expect(matches.map((match) => match.route.id)).toEqual(["root", "lang/product.$slug.$sku"]);
    expect(second[0].children).toContain(matches[1].route);
    expect(first[0].children).not.toContain(matches[1].route);
    expect(matches[1].params).toEqual({ lang: "zh", slug: "slim-cardigan-1", sku: "SKU-1" });
  });

  it("tells trees of different shapes apart", () => {
    const table = shopTable();
    const reordered = [{ ...table[0], children: [...table[0].children!].reverse() } as Route];
    for (const path of ["/cart", "/zh/cart", "/about", "/product/a/b"]) {
      same(table, path);
      same(reordered, path);
    }
  });

  it("gives a fresh answer to every call (no match is shared between requests)", () => {
    const table = shopTable();
    const one = matchRoutes(table, "/product/a")!;
    const two = matchRoutes(table, "/product/a")!;
    expect(one).not.toBe(two);
    expect(one[1].params).not.toBe(two[1].params);
  });

  it("keeps matchPath as the library's", () => {
    const patterns = ["/", "product/:slug", ":lang?/docs", "files/*", "*", "/a/b/"];
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.boolean(),
        fc.boolean(),
        samplePaths,
        (path, caseSensitive, end, at) => {
          expect(matchPath({ path, caseSensitive, end }, at)).toEqual(
            library.matchPath({ path, caseSensitive, end }, at),
          );
        },
      ),
      { numRuns: 2000 },
    );
    expect(matchPath("/product/:slug", "/product/x")).toEqual(library.matchPath("/product/:slug", "/product/x"));
  });
});
