/**
 * Resolves once Remix has decoded the page's hydration data (single fetch's stream in
 * `window.__remixContext.stream`), so that hydration does not suspend at its root (ADR 391).
 *
 * Why: `<RemixBrowser>` starts that decode in its first render and, until it ends, throws the
 * decode's promise — above every Suspense boundary. A click, key or input that lands after
 * `hydrateRoot` and before that render makes React 18 hydrate synchronously for the event; a
 * suspension at the root there ends in React's error #345 ("Root did not complete") thrown from
 * the event, and the page is never hydrated.
 *
 * How: the component called once as a plain function, outside React, starts the same decode
 * (it is kept in the module's state, not in React's) and throws the same promise, which is awaited
 * here; the render after it finds the data decoded and goes on without suspending. Remix's promise
 * never rejects: a failed decode is kept for the render to throw, as before. Called only while the
 * stream is still unread, so the component never gets past the decode outside React.
 */
type RemixContextWindow = { __remixContext?: { stream?: unknown } };

export async function hydrationDataDecoded(
  remixBrowser: (props: object) => unknown,
  host: RemixContextWindow = window as unknown as RemixContextWindow,
): Promise<void> {
  if (!host.__remixContext?.stream) return;
  try {
    remixBrowser({});
  } catch (thrown) {
    // A thrown promise is waited for (whether it fulfils or rejects); anything else settles at
    // once. Promise.resolve spells that without a thenable check of its own (first-load bytes).
    await Promise.resolve(thrown).catch(() => undefined);
  }
}
