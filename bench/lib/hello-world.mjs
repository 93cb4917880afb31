/**
 * The yardstick for first-load JS: a bare Remix + React "hello world" with the same Remix and
 * React versions and the same future flags as the shop, generated in a temporary folder outside
 * the repository (so nothing of the shop leaks in) and built with the repository's node_modules.
 * Its home page is rendered in Node and measured exactly like the shop's pages.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { firstLoadJs } from "./first-load.mjs";

const root = resolve(import.meta.dirname, "../..");

const FILES = {
  // Remix picks its server runtime and default entries from the dependencies named here.
  "package.json": JSON.stringify({
    name: "hello-world",
    private: true,
    type: "module",
    sideEffects: false,
    dependencies: { "@remix-run/node": "*", "@remix-run/react": "*", isbot: "*", react: "*", "react-dom": "*" },
  }),
  "vite.config.mjs": `import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
export default defineConfig({
  plugins: [remix({ future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true } })],
  build: { minify: true },
});
`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
export default function App() {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><Meta /><Links /></head>
      <body><Outlet /><ScrollRestoration /><Scripts /></body>
    </html>
  );
}
`,
  "app/routes/_index.tsx": `export default function Index() {
  return <h1>Hello, world</h1>;
}
`,
};

export async function measureHelloWorld() {
  const dir = mkdtempSync(join(tmpdir(), "bench-hello-"));
  try {
    for (const [name, text] of Object.entries(FILES)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    const built = spawnSync(join(root, "node_modules/.bin/remix"), ["vite:build"], { cwd: dir, encoding: "utf8" });
    if (built.status !== 0) throw new Error(`hello world build failed:\n${built.stdout}\n${built.stderr}`);
    // Remix's default Node entry.server renders it; the same handler Remix uses everywhere.
    const { createRequestHandler } = await import("@remix-run/node");
    const build = await import(pathToFileURL(join(dir, "build/server/index.js")).href);
    const response = await createRequestHandler(build, "production")(new Request("http://hello.test/"));
    if (!response.ok) throw new Error(`hello world rendered HTTP ${response.status}`);
    return await firstLoadJs(await response.text(), (path) => readFileSync(join(dir, "build/client", path)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
