/** A JSON-LD block; `<` is escaped so a product title can never close the script element. */
import type { JsonLdObject } from "~/lib/json-ld";
import { useNonce } from "~/lib/nonce";

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  // A data block runs nothing, but it carries the nonce like every inline script (one rule, no exceptions to audit).
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
