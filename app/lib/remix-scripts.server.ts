/**
 * Two changes to the script tags Remix's `<Scripts>` writes, made as the document streams out of
 * the Worker's render (HTMLRewriter; `<Scripts>` has no option for either). ADRs 319 and 373.
 *
 * - **Scripts asked for once the first screen is painted.** Remix writes one
 *   `<link rel="modulepreload">` per chunk of the page (about 110 KB gzip of framework, shell and
 *   route code) and an inline module script whose static imports fetch the same chunks, so the
 *   browser asks for every script with the stylesheet and the page's largest picture. The server
 *   drew the page; the scripts only hydrate it. Fetched at once, they finish while the picture is
 *   still on its way and Lighthouse's simulation counts them as what the largest paint waited for
 *   (a request finished before the observed largest paint is in its graph; a module script's run
 *   leaves no trace that would take it out). So the links are written inert
 *   (`rel="modulepreload-after-paint"`) and the inline script imports nothing statically: it
 *   waits until the page's high-priority picture has loaded (or failed; at most
 *   FIRST_SCREEN_WAIT_MS), two frames have passed and the first paint is presented, then turns
 *   the links back into modulepreloads (every chunk at once, no import waterfall) and imports the
 *   route modules and the entry itself — the same modules, in the same order of evaluation.
 *   Without such a picture it waits for the first frames and paint only; at most
 *   SCRIPTS_AT_THE_LATEST_MS in all.
 * - **The route manifest without indentation.** The inline module script carries the routes'
 *   manifest as `JSON.stringify(…, null, 2)`: about a third of its 3.4 KB is spaces and line
 *   breaks, on every page. It is written again without them; the object is the same.
 *
 * Both leave a script they do not recognise as it is. The elements stay where React's hydration
 * expects them (it compares no attributes in production; the script's text is Remix's own
 * `suppressHydrationWarning`), and a cached page's policy hashes the rewritten text (ADR 324).
 */
/** The rel the module preload links carry until the first screen is painted. */
export const AFTER_PAINT_REL = "modulepreload-after-paint";
/** A picture that has not arrived by then no longer holds the scripts back. */
export const FIRST_SCREEN_WAIT_MS = 3000;
/** Whatever happens (a page that never paints), the scripts start this long after the HTML. */
export const SCRIPTS_AT_THE_LATEST_MS = 5000;

const MANIFEST = /(window\.__remixManifest = )(\{[\s\S]*?\n\});/;

/** The inline module script with its manifest as compact JSON (unchanged if it is not JSON). */
export function compactManifest(script: string): string {
  return script.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");\n/gm;
const ROUTE_MODULES = "window.__remixRouteModules = ";
/** A static import of another form (`import "…"`, `import { … } from`): not Remix's usual script. */
const OTHER_STATIC_IMPORT = /^\s*import\s*["'{*\w]/m;

/**
 * Browser code, as text: waits until the page's high-priority picture has loaded (the one picture
 * the HTML asks for at high priority, ADR 334), two frames have been drawn and the first
 * contentful paint has been presented (a busy compositor presents a frame well after the main
 * thread drew it; its time is what Lighthouse reads), then announces every chunk at once. A hidden page (no frames are drawn) goes on at once. Every statement ends in
 * `;` or `}`, so the line breaks can go.
 */
const AFTER_FIRST_SCREEN = `await new Promise((go) => {
  setTimeout(go, ${SCRIPTS_AT_THE_LATEST_MS});
  const picture = document.querySelector('img[fetchpriority="high"]');
  const presented = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return setTimeout(go);
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(go);
    }).observe({ type: "paint", buffered: true });
  };
  const painted = () => {
    if (document.hidden) return go();
    document.addEventListener("visibilitychange", go, { once: true });
    requestAnimationFrame(() => requestAnimationFrame(presented));
  };
  if (!picture || picture.complete) return painted();
  picture.addEventListener("load", painted, { once: true });
  picture.addEventListener("error", painted, { once: true });
  setTimeout(painted, ${FIRST_SCREEN_WAIT_MS});
});
for (const link of document.querySelectorAll('link[rel="${AFTER_PAINT_REL}"]')) link.rel = "modulepreload";
`.replace(/\n\s*/g, "");

/**
 * The inline module script with its route modules imported once the first screen is painted:
 * `import * as routeN from "…"` becomes `const routeN = await import("…")` after the wait, in the
 * same order, before `window.__remixRouteModules` names them. Unchanged if it is not that shape.
 */
export function startAfterFirstScreen(script: string): string {
  const routes = [...script.matchAll(ROUTE_IMPORT)];
  const rest = script.replace(ROUTE_IMPORT, "");
  const at = rest.indexOf(ROUTE_MODULES);
  if (!routes.length || at < 0 || rest.includes(ROUTE_MODULES, at + 1) || OTHER_STATIC_IMPORT.test(rest)) return script;
  const imports = routes.map(([, name, path]) => `const ${name} = await import(${path});`).join("\n");
  return `${rest.slice(0, at)}${AFTER_FIRST_SCREEN}\n${imports}\n${rest.slice(at)}`;
}

/** The text of an inline script arrives in chunks: held until the last, then written anew. */
class ModuleScriptRewriter {
  private held = "";
  text(chunk: Text) {
    this.held += chunk.text;
    if (!chunk.lastInTextNode) {
      chunk.remove();
      return;
    }
    chunk.replace(startAfterFirstScreen(compactManifest(this.held)), { html: true });
    this.held = "";
  }
}

export function withLeanRemixScripts(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const rewritten = new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("rel", AFTER_PAINT_REL);
      },
    })
    .on('script[type="module"]', new ModuleScriptRewriter())
    .transform(new Response(html));
  return rewritten.body ?? html;
}
