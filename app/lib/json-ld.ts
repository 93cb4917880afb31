/** A schema.org JSON-LD object, as the page renders it (components/page/JsonLd.tsx). */
export type JsonLdObject = Record<string, unknown>;
