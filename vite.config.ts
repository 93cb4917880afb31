import { vitePlugin as remix, cloudflareDevProxyVitePlugin } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type PluginOption } from "vite";
import { remixOptions } from "./remix.config";

declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ command }) => {
  const plugins: PluginOption[] = [];
  // The dev proxy boots workerd; only `remix vite:dev` needs it, never the build.
  if (command === "serve") plugins.push(cloudflareDevProxyVitePlugin());
  plugins.push(remix(remixOptions), tailwindcss());
  return {
    plugins,
    resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
    ssr: { resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] } },
    build: { minify: true },
  };
});
