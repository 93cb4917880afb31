/**
 * Turns the backend's OpenAPI document (made from its zod schemas, functions/commerce/kernel/http/
 * router.ts) into the TypeScript of functions/contract/calls.ts: per call name its input (what
 * the storefront may send: fields with a default are optional) and its output (the envelope's
 * `data`). Only the subset of JSON Schema that zod emits is needed here. ADR 150.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
};

type Operation = {
  summary?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function typeOf(schema: Schema | undefined, components: Record<string, Schema>, indent: string): string {
  if (!schema) return "unknown";
  const type = withoutNull(schema, components, indent);
  return schema.nullable && type !== "unknown" && type !== "null" ? `${wrap(type)} | null` : type;
}

function wrap(type: string): string {
  return type.includes(" | ") || type.includes(" & ") ? `(${type})` : type;
}

function withoutNull(schema: Schema, components: Record<string, Schema>, indent: string): string {
  if (schema.$ref) return typeOf(components[schema.$ref.split("/").pop() ?? ""], components, indent);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((part) => typeOf(part, components, indent)))].join(" | ");
  if (schema.allOf) return schema.allOf.map((part) => wrap(typeOf(part, components, indent))).join(" & ");
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return types.map((type) => typeOf({ ...schema, type, nullable: false }, components, indent)).join(" | ");
  switch (types[0]) {
    case "string":
      return "string";
    case "number":
    case "integer":
      return "number";
    case "boolean":
      return "boolean";
    case "null":
      return "null";
    case "array":
      return `Array<${typeOf(schema.items, components, indent)}>`;
    case "object":
      return objectType(schema, components, indent);
    default:
      return schema.properties ? objectType(schema, components, indent) : "unknown";
  }
}

function objectType(schema: Schema, components: Record<string, Schema>, indent: string): string {
  const entries = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  const rest =
    extra && typeof extra === "object"
      ? typeOf(extra, components, indent)
      : extra === true || !entries.length
        ? "unknown"
        : null;
  if (!entries.length) return `Record<string, ${rest}>`;
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines = entries.map(
    ([name, property]) =>
      `${inner}${IDENTIFIER.test(name) ? name : JSON.stringify(name)}${required.has(name) ? "" : "?"}: ${typeOf(property, components, inner)};`,
  );
  if (rest) lines.push(`${inner}[key: string]: ${rest === "unknown" ? "unknown" : `${rest} | undefined`};`);
  return `{\n${lines.join("\n")}\n${indent}}`;
}

const API_BASE = "/api/web/";

/** The text of functions/contract/calls.ts for this document. */
export function contractSource(document: OpenApiDocument): string {
  const components = document.components?.schemas ?? {};
  const entries: string[] = [];
  for (const [path, methods] of Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b))) {
    if (!path.startsWith(API_BASE) || path === `${API_BASE}openapi.json`) continue;
    const operation = methods.post ?? methods.get;
    if (!operation) continue;
    const name = path.slice(API_BASE.length);
    const content = operation.requestBody?.content ?? {};
    const input = content["multipart/form-data"]
      ? "FormData"
      : typeOf(content["application/json"]?.schema ?? { type: "object" }, components, "    ");
    const envelope = operation.responses?.["200"]?.content?.["application/json"]?.schema;
    const output = typeOf(envelope?.properties?.data, components, "    ");
    const summary = operation.summary ? `  /** ${operation.summary.replace(/\*\//g, "*\\/")} */\n` : "";
    entries.push(`${summary}  ${JSON.stringify(name)}: {\n    input: ${input};\n    output: ${output};\n  };`);
  }
  return `${HEADER}export type Calls = {\n${entries.join("\n")}\n};\n\n${FOOTER}`;
}

const HEADER = `/**
 * GENERATED from the backend's OpenAPI document (its zod schemas) by scripts/openapi-types.ts;
 * do not edit. \`npm run contract\` rewrites it, and scripts/contract-calls.test.ts fails while
 * it is stale. Every /api/web call by name: what may be sent (\`input\`) and what \`data\` answers
 * (\`output\`). The storefront's upstream client (app/lib/upstream.server.ts) types its calls
 * with it, so a wrong call name or input fails \`tsc\` (ADR 150). Types only: no backend code.
 */
`;

const FOOTER = `export type CallName = keyof Calls;
export type CallInput<Name extends CallName> = Calls[Name]["input"];
export type CallOutput<Name extends CallName> = Calls[Name]["output"];
`;
