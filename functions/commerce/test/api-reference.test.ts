/**
 * docs/api-calls.md is every call's request and answer, written from the calls' own zod schemas
 * (through the OpenAPI document), so the contract's reference cannot fall behind the code: a call
 * added, renamed or given another field fails this test until the page is regenerated with
 * `npx vitest run --project commerce functions/commerce/test/api-reference.test.ts -u`.
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import commerce from "../index";
import { calls } from "../calls";

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  const?: unknown;
};
type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

function describer(document: Document) {
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(document.components!.schemas![schema.$ref.split("/").pop()!]) : schema;
  const shape = (raw: Schema | undefined, depth: number): string => {
    if (!raw) return "—";
    const schema = resolve(raw);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) return [...new Set(variants.map((variant) => shape(variant, depth)))].join(" \\| ");
    if (schema.allOf) return schema.allOf.map((part) => shape(part, depth)).join(" & ");
    if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" \\| ");
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== "null")[0] : schema.type;
    if (type === "array") return `[${shape(schema.items, depth)}]`;
    if (type === "object" || schema.properties) {
      const names = Object.keys(schema.properties ?? {});
      if (!names.length) return "object";
      if (depth <= 0) return "{…}";
      const required = new Set(schema.required ?? []);
      return `{ ${names.map((name) => `${name}${required.has(name) ? "" : "?"}${depth > 1 ? `: ${shape(schema.properties![name], depth - 1)}` : ""}`).join(", ")} }`;
    }
    if (!type) return schema.nullable ? "null" : "any";
    return `${type}${schema.nullable ? " \\| null" : ""}`;
  };
  return shape;
}

it("docs/api-calls.md lists every call with its request and answer", async () => {
  const response = await commerce.fetch(
    new Request("http://shop.test/api/web/openapi.json"),
    env,
    {} as ExecutionContext,
  );
  const document = (await response.json()) as Document;
  const shape = describer(document);
  const byTag = new Map<string, string[]>();
  for (const call of calls) {
    const operation = document.paths[`/api/web/${call.path}`][call.method ?? "post"];
    const body = operation.requestBody?.content;
    const request = body?.["multipart/form-data"]
      ? `multipart ${shape(body["multipart/form-data"].schema, 1)}`
      : body
        ? shape(body["application/json"].schema, 1).replace(/^object$/, "—")
        : `query ${operation.parameters?.map((p) => `${p.name}${p.required ? "" : "?"}`).join(", ") || "—"}`;
    const envelope = operation.responses["200"]?.content?.["application/json"]?.schema;
    const data = envelope?.properties?.data;
    const who = call.admin ? "operator" : "";
    const row = `| \`${call.path}\` | ${who} | ${request} | ${shape(data, 2)} | ${(operation.summary ?? "").replace(/\|/g, "\\|")} |`;
    const tag = operation.tags?.[0] ?? "other";
    byTag.set(tag, [...(byTag.get(tag) ?? []), row]);
  }
  const sections = [...byTag].map(([tag, rows]) =>
    [
      `## ${tag}`,
      "",
      "| call | who | request | answer `data` | what it does |",
      "|---|---|---|---|---|",
      ...rows,
      "",
    ].join("\n"),
  );
  const page = [
    "# Every call, its request and its answer",
    "",
    "Generated from the calls' zod schemas by `functions/commerce/test/api-reference.test.ts`, which",
    "fails when this page and the code differ (regenerate with `-u`). Conventions (envelope, codes,",
    "lists, money, auth) are in [api.md](api.md); `?` marks an optional field; `who` says when only",
    "operators (`authorization: Bearer <ADMIN_TOKEN>`) may call. Calls answering for a customer",
    'read the session from `x-auth` (api.md "Transport").',
    "",
    ...sections,
  ].join("\n");
  await expect(page).toMatchFileSnapshot("../../../docs/api-calls.md");
});
