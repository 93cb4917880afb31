import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type PluginOption } from "vite";
import { remixOptions } from "./remix.config";
import { licenseNotices } from "./vite-license-notices";

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
 * Code the shell does not carry (ADR 314) grouped by the first pages that load it together: one
 * file per group compresses better than the small files Rollup would make, and each file a page
 * loads costs its own import list (ADR 358). A group holds only what every page loading it uses
 * at first load, so no page carries another's code: the module lists below say which pages.
 */
const SHARED_GROUPS: [name: string, modules: RegExp][] = [
  // The card itself apart from its parts: a product page shows the price and favourite button at
  // once but its related grid only near the screen (ADR 344). Category, search, any product grid.
  ["product-card", /\/app\/features\/catalogue\/(ProductCard|ProductGrid)\.tsx$/],
  // Category and product: price, favourite button with the wish list, breadcrumbs.
  [
    "catalogue",
    /\/app\/(features\/(catalogue\/Price|engagement\/favorites\/(FavoriteButton|use-wish-list))|lib\/use-api|components\/page\/Breadcrumbs)\.tsx?$/,
  ],
  // A stored picture's srcset (every page with one), apart from the lazy image (cards, cart, hero, tiles).
  ["picture", /\/(app\/lib\/picture\.ts|functions\/contract\/responsive-images\.ts)$/],
  ["lazy-images", /\/app\/(components\/ui\/LazyImage\.tsx|lib\/lazy-images\.ts)$/],
  // The cart and every card.
  ["money", /\/(app\/components\/ui\/Money\.tsx|functions\/contract\/money\.ts)$/],
  // Home's hero, tiles and articles.
  ["content-parts", /\/app\/features\/(content\/(HeroBanner|ArticleList)|catalogue\/CategoryTiles)\.tsx$/],
  // Every page, after hydration: the realtime host and client (four files before).
  [
    "realtime",
    /\/app\/(components\/realtime\/RealtimeHost\.tsx|realtime\/(start|socket-client|tracker|visitor-id|events)\.ts)$/,
  ],
  // Home, category, product: the LCP preload and the JSON-LD block.
  ["page-head", /\/app\/(features\/catalogue\/lcp-picture\.ts|components\/page\/JsonLd\.tsx)$/],
  // A listing's own screen with its route module (the route's file then only re-exports it).
  [
    "listing",
    /\/app\/features\/catalogue\/(facets\/(FacetedResults|LazyFacetChips|LazyListingFilters|facet-meta)|listing\/ListingScreen)\.tsx?$|\/app\/routes\/category\.\$slug\.tsx$/,
  ],
  // What a listing's first load shares with its facet form, chips and paging links, loaded with
  // the parts on any page's first navigation (ADR 314): kept apart from the listing's screen.
  ["listing-helpers", /\/app\/features\/catalogue\/facets\/(facet-count|form-search)\.ts$/],
  // The product's own screen with its route module (not the review helpers the review list shares).
  [
    "product-screen",
    /\/app\/features\/(catalogue\/(product\/[A-Za-z]+|variants)|engagement\/reviews\/(ReviewSection|ReviewForm)|cart\/(AddToCart|AddedNotice|cart))\.tsx?$|\/app\/routes\/product\.\$slug\.tsx$/,
  ],
  // The form texts (cart, sign-in, every account form).
  ["form-texts", /\/app\/lib\/forms\/(messages|form-notice|form-errors)\.ts$/],
];

/**
 * The root route and the client entry, which every page loads, join the shell: Rollup leaves each
 * a file that only re-exports it (and names the shell after the entry), 0.4 KB less on every page.
 * The entry's own helpers that wait for the route modules and for the page's data (ADR 391) go
 * with it (else each a file of its own, one more request and 0.2 KB more on every page).
 */
const SHELL_ENTRIES = /\/app\/(root\.tsx|entry\.client\.tsx|lib\/(route-modules-set|hydration-data-decoded)\.ts)$/;

let shell: Set<string> | null = null;
function shellChunk(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) {
  if (FRAMEWORK.test(id) || COMMONJS_GLUE.test(id)) return "framework";
  shell ??= shellModules(getModuleInfo);
  if (shell.has(id) || SHELL_ENTRIES.test(id)) return "shell";
  return SHARED_GROUPS.find(([, modules]) => modules.test(id))?.[0];
}

export default defineConfig(({ command, isSsrBuild }) => {
  const plugins: PluginOption[] = [];
  // The dev proxy boots workerd; only `remix vite:dev` needs it, never the build.
  if (command === "serve") plugins.push(cloudflareDevProxyVitePlugin());
  plugins.push(remix(remixOptions), tailwindcss(), licenseNotices(new URL(".", import.meta.url).pathname));
  return {
    plugins,
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    ssr: { resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
    // The libraries' license comments go to one file beside the scripts, not into each page's load (ADR 358).
    esbuild: { legalComments: "none" },
    build: {
      minify: true,
      rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk, onlyExplicitManualChunks: true } },
    },
  };
});
