/**
 * Loads TypeScript modules of functions/commerce into a Node script: esbuild bundles them in
 * memory (the service's imports have no extensions, which Node's own type stripping refuses).
 */
import { build } from "esbuild";

export async function importCommerce(exportsSource) {
  const result = await build({
    stdin: { contents: exportsSource, resolveDir: new URL("..", import.meta.url).pathname, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}
