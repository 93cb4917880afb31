/**
 * The libraries' license comments moved out of the scripts (ADR 358). React's and Remix's
 * builds start each file with a `@license` block that esbuild keeps when it minifies: 22 blocks
 * in the framework file every page loads (0.5 KB gzip). The build drops them (`esbuild.legalComments`) and
 * this plugin writes, beside the scripts, one text file with the name, version and full license
 * of every package the browser's scripts hold, and starts the framework file with a one-line
 * notice pointing to it (the way webpack's terser plugin extracts comments).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

export const LICENSES_FILE = "assets/third-party-licenses.txt";
const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;

function licenseText(root: string, name: string): string {
  const folder = join(root, "node_modules", name);
  const file = ["LICENSE", "LICENSE.md", "LICENSE.txt", "license"].find((candidate) =>
    existsSync(join(folder, candidate)),
  );
  const { version, license } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as Record<string, string>;
  return `${name} ${version} (${license})\n\n${file ? readFileSync(join(folder, file), "utf8").trim() : license}`;
}

export function licenseNotices(root: string): Plugin {
  return {
    name: "storefront:license-notices",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const packages = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of Object.keys(output.modules)) {
          const name = PACKAGE.exec(id)?.[1];
          if (name && output.modules[id].renderedLength > 0) packages.add(name);
        }
      }
      const names = [...packages].sort();
      this.emitFile({
        type: "asset",
        fileName: LICENSES_FILE,
        source: names.map((name) => licenseText(root, name)).join("\n\n---\n\n") + "\n",
      });
      // After minification (generateBundle runs last): the notice stays in the file as written.
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && output.name === "framework")
          output.code = `/*! Third-party licenses: /${LICENSES_FILE} */\n${output.code}`;
      }
    },
  };
}
