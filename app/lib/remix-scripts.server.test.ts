import { describe, expect, it } from "vitest";
import { AFTER_PAINT_REL, compactManifest, startAfterFirstScreen } from "./remix-scripts.server";

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

// Remix's script for a product page: two route modules, then the manifest, the modules, the entry.
const productScript = `;
import * as route0 from "/assets/root-Z.js";
import * as route1 from "/assets/product._slug-P.js";
window.__remixManifest = ${JSON.stringify(manifest)};
window.__remixRouteModules = {"root":route0,"product.$slug":route1};

import("/assets/entry.client-X.js");`;

describe("the scripts, asked for once the first screen is painted", () => {
  const started = startAfterFirstScreen(productScript);

  it("imports nothing before the wait, then the route modules in order, then the entry", () => {
    expect(started).not.toMatch(/^\s*import\s*[*"{]/m);
    const wait = started.indexOf("await new Promise(");
    const root = started.indexOf('const route0 = await import("/assets/root-Z.js");');
    const product = started.indexOf('const route1 = await import("/assets/product._slug-P.js");');
    const modules = started.indexOf('window.__remixRouteModules = {"root":route0,"product.$slug":route1};');
    const entry = started.indexOf('import("/assets/entry.client-X.js");');
    expect(started.indexOf(`window.__remixManifest = ${JSON.stringify(manifest)};`)).toBeLessThan(wait);
    expect([wait, root, product, modules, entry].every((at, i, all) => at > (all[i - 1] ?? 0))).toBe(true);
  });

  it("waits for the high-priority picture, two frames and the first paint, then turns the links back into preloads", () => {
    expect(started).toContain(`document.querySelector('img[fetchpriority="high"]')`);
    expect(started).toContain("requestAnimationFrame(() => requestAnimationFrame(");
    expect(started).toContain('getEntriesByName("first-contentful-paint")');
    expect(started).toContain(`link[rel="${AFTER_PAINT_REL}"]')) link.rel = "modulepreload";`);
  });

  it("is a module the browser can parse (top-level await)", () => {
    // A module body: compiled as an async function's, where await and import() are allowed.
    const body = started.replace(/^\s*;/, "");
    expect(() => new Function(`return (async () => {${body}})`)).not.toThrow();
  });

  it("leaves a script of another shape as it is", () => {
    const withSideEffect = `import "/assets/manifest-1.js";\n${productScript}`;
    expect(startAfterFirstScreen(withSideEffect)).toBe(withSideEffect);
    expect(startAfterFirstScreen('import("/a.js");')).toBe('import("/a.js");');
    const noModules = productScript.replace(/window\.__remixRouteModules[^\n]*\n/, "");
    expect(startAfterFirstScreen(noModules)).toBe(noModules);
  });
});
