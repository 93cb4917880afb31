import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findCycles, importGraph } from "./import-cycles.mjs";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway project: tsconfig with the `~/*` path, and the given files under app/. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "cycles-"));
  made.push(root);
  writeFileSync(
    path.join(root, "tsconfig.json"),
    JSON.stringify({
      include: ["app/**/*.ts", "app/**/*.tsx"],
      compilerOptions: {
        moduleResolution: "Bundler",
        module: "ESNext",
        jsx: "react-jsx",
        baseUrl: ".",
        paths: { "~/*": ["./app/*"] },
      },
    }),
  );
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, "app", name)), { recursive: true });
    writeFileSync(path.join(root, "app", name), text);
  }
  return root;
}

const cyclesIn = (root: string) =>
  (findCycles(importGraph(root, ["app"])) as string[][]).map((cycle) => cycle.map((file) => path.relative(root, file)));

describe("import cycle check", () => {
  it("finds a cycle made only of type imports, through the ~ path alias", () => {
    const root = project({
      "routes/cart.tsx":
        'import { CartScreen } from "~/components/CartScreen";\nexport const loader = () => null;\nexport default CartScreen;\n',
      "components/CartScreen.tsx":
        'import type { loader } from "~/routes/cart";\nexport function CartScreen(): ReturnType<typeof loader> { return null; }\n',
      "lib/alone.ts": "export const x = 1;\n",
    });
    expect(cyclesIn(root)).toEqual([["app/components/CartScreen.tsx", "app/routes/cart.tsx"]]);
  });

  it("finds cycles through re-exports and reports none for a tree", () => {
    const cyclic = project({
      "a.ts": 'export * from "./b";\n',
      "b.ts": 'import { a } from "./c";\nexport const b = a;\n',
      "c.ts": 'export { b as a } from "./a";\n',
    });
    expect(cyclesIn(cyclic)).toEqual([["app/a.ts", "app/b.ts", "app/c.ts"]]);
    const tree = project({
      "a.ts": 'import "./b";\nimport type { C } from "./c";\nexport type A = C;\n',
      "b.ts": 'import "./c";\n',
      "c.ts": "export type C = 1;\n",
    });
    expect(cyclesIn(tree)).toEqual([]);
  });

  it("the storefront (app/) has no import cycles, type imports included", () => {
    const cycles = (findCycles(importGraph(undefined, ["app"])) as string[][]).map((cycle) =>
      cycle.map((file) => path.relative(process.cwd(), file)),
    );
    expect(cycles).toEqual([]);
  });
});
