/**
 * functions/contract/calls.ts is what the backend's OpenAPI document says, byte for byte.
 * `npm run contract` (UPDATE_CONTRACT=1) rewrites it after a backend schema changed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRouter } from "../functions/commerce/kernel/http/router";
import { calls } from "../functions/commerce/calls";
import { contractSource, type OpenApiDocument } from "./openapi-types";

const CONTRACT = new URL("../functions/contract/calls.ts", import.meta.url);

async function openApiDocument(): Promise<OpenApiDocument> {
  const answer = await createRouter(calls).request("/api/web/openapi.json");
  return (await answer.json()) as OpenApiDocument;
}

describe("the call contract", () => {
  it("is generated from the backend's current schemas (npm run contract after changing one)", async () => {
    const expected = contractSource(await openApiDocument());
    if (process.env.UPDATE_CONTRACT) writeFileSync(CONTRACT, expected);
    expect(readFileSync(CONTRACT, "utf8")).toBe(expected);
  });

  it("names every call the backend answers, with inputs that keep defaults optional", async () => {
    const source = contractSource(await openApiDocument());
    for (const call of calls) expect(source).toContain(`"${call.path}": {`);
    expect(source).toMatch(/"order\/list": \{\n {4}input: \{\n(.|\n)*? {6}page\?: number;/);
    expect(source).toMatch(/"upload\/image": \{\n {4}input: FormData;/);
  });
});
