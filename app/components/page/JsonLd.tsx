/** A JSON-LD block; `<` is escaped so a product title can never close the script element. */
import type { JsonLdObject } from "~/lib/structured-data";

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
  );
}
