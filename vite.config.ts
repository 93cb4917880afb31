import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type PluginOption } from "vite";
import { remixOptions } from "./remix.config";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

const APP = new URL("./app/", import.meta.url).pathname;
// React, React DOM and Remix change only with an upgrade: their own file stays cached across deploys.
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//;
type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;

/**
 * The storefront's own modules that every page loads with the root route, and the libraries they
 * import (jotai), go into one chunk: Rollup otherwise splits them into a dozen small files by
 * which routes share them, and each small file compresses worse than one file would (about 4 KB
 * gzip more on each page, issue #10). React and Remix get a file of their own beside it.
 *
 * A module some code imports dynamically (an after-hydration part, a sign-in tab: ADR 165) is
 * not followed: a route may also reach it through imports the browser build drops
 * (`import.meta.env.SSR` branches), which Rollup still lists here, before tree-shaking. With
 * `onlyExplicitManualChunks` Rollup leaves every module not named here to its own splitting
 * rather than pulling it into the chunk of a module that imports it.
 */
function shellModules(getModuleInfo: (id: string) => ModuleInfo) {
  const root = `${APP}root.tsx`;
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length) {
    for (const next of getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (seen.has(next) || FRAMEWORK.test(next) || COMMONJS_GLUE.test(next)) continue;
      if (getModuleInfo(next)?.dynamicImporters.length) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  seen.delete(root);
  return seen;
}

/** Rollup's CommonJS helpers and proxies serve React's CommonJS files: they go with React. */
const COMMONJS_GLUE = /^\0.*commonjs/i;

/**
 * Code the shell no longer carries (ADR 314) but several first pages load together: one file per
 * group compresses better than the ten small files Rollup would make. The product card, its
 * parts (category, product, search, favourites, any product grid); pictures (the cart, home's
 * hero and tiles, every card); money (the cart and every card); home's hero, tiles and articles.
 */
const SHARED_GROUPS: [name: string, modules: RegExp][] = [
  // The card itself apart from its parts: a product page shows the price and favourite button at
  // once but its related grid only near the screen (ADR 344).
  ["product-card", /\/app\/features\/catalogue\/(ProductCard|ProductGrid)\.tsx$/],
  ["product-parts", /\/app\/features\/(catalogue\/Price|engagement\/favorites\/(FavoriteButton|use-wish-list))\.tsx?$/],
  [
    "pictures",
    /\/(app\/components\/ui\/LazyImage\.tsx|app\/lib\/(lazy-images|picture)\.ts|functions\/contract\/responsive-images\.ts)$/,
  ],
  ["money", /\/(app\/components\/ui\/Money\.tsx|functions\/contract\/money\.ts)$/],
  ["content-parts", /\/app\/features\/(content\/(HeroBanner|ArticleList)|catalogue\/CategoryTiles)\.tsx$/],
];

let shell: Set<string> | null = null;
function shellChunk(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) {
  if (FRAMEWORK.test(id) || COMMONJS_GLUE.test(id)) return "framework";
  shell ??= shellModules(getModuleInfo);
  if (shell.has(id)) return "shell";
  return SHARED_GROUPS.find(([, modules]) => modules.test(id))?.[0];
}

export default defineConfig(({ command, isSsrBuild }) => {
  const plugins: PluginOption[] = [];
  // The dev proxy boots workerd; only `remix vite:dev` needs it, never the build.
  if (command === "serve") plugins.push(cloudflareDevProxyVitePlugin());
  plugins.push(remix(remixOptions), tailwindcss());
  return {
    plugins,
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    ssr: { resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
    build: {
      minify: true,
      rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk, onlyExplicitManualChunks: true } },
    },
  };
});
