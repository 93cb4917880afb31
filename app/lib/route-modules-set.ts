/**
 * Resolves once Remix's inline module script has named the page's route modules
 * (`window.__remixRouteModules`); hydrating before that fails ("reading 'root'").
 *
 * Why the entry cannot assume it: every route chunk imports the shell chunk that holds this entry
 * (ADR 358), so the entry runs as soon as the first route module is evaluated. With Remix's own
 * static imports the whole graph is evaluated before the script's body sets the modules, in one
 * task; but the scripts asked for after the first paint (ADR 373) import the route modules one by
 * one, and the line that names them can come several tasks after the entry started.
 */
type RemixWindow = { __remixRouteModules?: unknown };

export function routeModulesSet(host: RemixWindow = window as unknown as RemixWindow): Promise<void> {
  if (host.__remixRouteModules) return Promise.resolve();
  return new Promise((resolve) => {
    Object.defineProperty(host, "__remixRouteModules", {
      configurable: true,
      enumerable: true,
      get: () => undefined,
      set(value: unknown) {
        // From then on a plain property again, as Remix reads and writes it.
        Object.defineProperty(host, "__remixRouteModules", {
          value,
          writable: true,
          configurable: true,
          enumerable: true,
        });
        resolve();
      },
    });
  });
}
