/**
 * The layering rule (eslint.config.js, ADR 231) bites: each import below, written into a file of
 * the named layer, is refused or allowed by the project's own ESLint config. The files need not
 * exist; the imported ones do, so the resolver finds them.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as m from "${specifier}";\nexport default m;\n`, {
    filePath: file,
  });
  return result.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("imports run one way", () => {
  it.each([
    ["functions/worker/fixture.ts", "../../app/lib/constants", "Remix build"],
    ["functions/worker/fixture.ts", "../commerce/media/uploads", "single entry"],
    ["functions/worker/fixture.ts", "../patches/router/index", "wrangler.toml"],
    ["functions/commerce/fixture.ts", "../worker/origin-check", "only itself"],
    ["functions/commerce/fixture.ts", "../../app/lib/constants", "only itself"],
    ["functions/contract/fixture.ts", "../commerce/index", "imports none"],
    ["functions/contract/fixture.ts", "../../app/lib/constants", "imports none"],
    ["functions/patches/fixture.ts", "../contract/cookies", "nothing of ours"],
    ["app/routes/fixture.tsx", "../../functions/commerce/index", "functions/contract"],
    ["app/routes/fixture.tsx", "../../functions/worker/origin-check", "functions/contract"],
    ["app/lib/fixture.ts", "../components/ui/FormMessage", "every feature shares"],
    ["app/lib/fixture.ts", "../features/checkout/CheckoutScreen", "every feature shares"],
  ])("%s may not import %s", async (file, specifier, says) => {
    const found = await refusals(file, specifier);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(says);
  });

  it.each([
    ["functions/worker/fixture.ts", "../commerce"],
    ["functions/worker/fixture.ts", "../contract/cookies"],
    ["functions/commerce/fixture.ts", "../contract/cookies"],
    ["functions/contract/fixture.ts", "./cookies"],
    ["app/routes/fixture.tsx", "../../functions/contract/cookies"],
    ["app/features/fixture.ts", "../lib/constants"],
  ])("%s may import %s", async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([]);
  });
});
