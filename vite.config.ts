import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type PluginOption } from "vite";
import { remixOptions } from "./remix.config";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The browser build gets the storefront's own small translator wherever code imports
 * react-i18next; the server build keeps i18next (ADR 080).
 */
const browserTranslator = (): PluginOption => ({
  name: "browser-translator",
  enforce: "pre",
  resolveId(source, _importer, options) {
    if (source === "react-i18next" && !options?.ssr) return new URL("./app/lib/i18n/react.tsx", import.meta.url).pathname;
  },
});

export default defineConfig(({ command }) => {
  const plugins: PluginOption[] = [];
  // The dev proxy boots workerd; only `remix vite:dev` needs it, never the build.
  if (command === "serve") plugins.push(cloudflareDevProxyVitePlugin());
  plugins.push(browserTranslator(), remix(remixOptions), tailwindcss());
  return {
    plugins,
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    ssr: { resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
    build: { minify: true },
  };
});
