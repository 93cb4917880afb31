import { describe, expect, it } from "vitest";
import { routeModulesSet } from "./route-modules-set";

describe("routeModulesSet", () => {
  it("resolves at once when the route modules are already named", async () => {
    const host = { __remixRouteModules: { root: {} } };
    await expect(routeModulesSet(host)).resolves.toBeUndefined();
  });

  it("waits for the line that names them, then leaves a plain property", async () => {
    const host: { __remixRouteModules?: unknown } = {};
    let settled = false;
    const ready = routeModulesSet(host).then(() => {
      settled = true;
    });
    await new Promise((done) => setTimeout(done, 10));
    expect(settled).toBe(false);
    const modules = { root: {}, cart: {} };
    host.__remixRouteModules = modules;
    await ready;
    expect(settled).toBe(true);
    expect(host.__remixRouteModules).toBe(modules);
    // Remix adds the modules of routes it loads later to the same object, or replaces it.
    const next = { root: {} };
    host.__remixRouteModules = next;
    expect(host.__remixRouteModules).toBe(next);
  });
});
