import { describe, expect, it } from "vitest";
import { compactManifest } from "./remix-scripts.server";

// The shape Remix's <Scripts> writes (fog of war on): imports, the manifest, the route modules.
const manifest = {
  entry: { module: "/assets/entry.client-X.js", imports: ["/assets/framework-Y.js"], css: [] },
  routes: { root: { id: "root", path: "", hasLoader: true, module: "/assets/root-Z.js", imports: [] } },
  url: "/assets/manifest-1.js",
};
const script = `;
import * as route0 from "/assets/root-Z.js";
window.__remixManifest = ${JSON.stringify(manifest, null, 2)};
window.__remixRouteModules = {"root":route0};

import("/assets/entry.client-X.js");`;

describe("the inline module script", () => {
  it("carries the same manifest without indentation, the rest untouched", () => {
    const compact = compactManifest(script);
    expect(compact).not.toContain("\n  ");
    expect(compact).toContain(`window.__remixManifest = ${JSON.stringify(manifest)};`);
    expect(compact.startsWith(';\nimport * as route0 from "/assets/root-Z.js";\n')).toBe(true);
    expect(
      compact.endsWith('window.__remixRouteModules = {"root":route0};\n\nimport("/assets/entry.client-X.js");'),
    ).toBe(true);
  });

  it("leaves a script without a manifest, or with one that is not JSON, as it is", () => {
    expect(compactManifest('import("/a.js");')).toBe('import("/a.js");');
    const broken = "window.__remixManifest = {\n  oops\n};";
    expect(compactManifest(broken)).toBe(broken);
  });
});
