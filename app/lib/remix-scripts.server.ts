/**
 * Two changes to the script tags Remix's `<Scripts>` writes, made as the document streams out of
 * the Worker's render (HTMLRewriter; `<Scripts>` has no option for either). ADR 319.
 *
 * - **Module scripts at low priority.** One `<link rel="modulepreload">` per chunk of the page
 *   (about 110 KB gzip of framework, shell and route code). Chromium fetches them at High
 *   priority, beside the stylesheet and the page's largest picture, so on a slow phone network
 *   the first paint waits for script bytes it does not need: the server drew the page, and it
 *   shows before it hydrates. Lighthouse's simulation counts exactly that (a High-priority script
 *   finished before the first paint is render-blocking in its first-paint graph). With
 *   `fetchpriority="low"` every chunk is still announced in the HTML (no import waterfall), and
 *   the stylesheet and the picture go first.
 * - **The route manifest without indentation.** The inline module script carries the routes'
 *   manifest as `JSON.stringify(…, null, 2)`: about a third of its 3.4 KB is spaces and line
 *   breaks, on every page. It is written again without them; the object is the same.
 */
export const MODULE_PRELOAD_PRIORITY = "low";

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

/** The text of an inline script arrives in chunks: held until the last, then written compact. */
class ManifestCompactor {
  private held = "";
  text(chunk: Text) {
    this.held += chunk.text;
    if (!chunk.lastInTextNode) {
      chunk.remove();
      return;
    }
    chunk.replace(compactManifest(this.held), { html: true });
    this.held = "";
  }
}

export function withLeanRemixScripts(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const rewritten = new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("fetchpriority", MODULE_PRELOAD_PRIORITY);
      },
    })
    .on('script[type="module"]', new ManifestCompactor())
    .transform(new Response(html));
  return rewritten.body ?? html;
}
