/**
 * A JSON-LD block; `<` is escaped so a product title can never close the script element.
 * Only the server builds it (ADR 344): call sites pass `import.meta.env.SSR ? build() : null`, so the
 * builders stay out of the browser's code. In the browser (`data` null) the element is hydrated
 * as the server wrote it — React does not rewrite inner HTML while hydrating — and a page reached
 * by a client navigation has an empty block: search engines read documents.
 */
import type { JsonLdObject } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] | null }) {
  // A data block runs nothing, but it carries the nonce like every inline script (one rule, no exceptions to audit).
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: data ? JSON.stringify(data).replace(/</g, "\\u003c") : "" }}
    />
  );
}
