import { describe, expect, it } from "vitest";
import { deployProblems, parseUploadSize, parseVariables } from "./deploy-check.mjs";

const DRY_RUN = `Total Upload: 3806.36 KiB / gzip: 812.78 KiB
Your Worker has access to the following bindings:
Binding                                      Resource
env.VISITOR_SOCKET (VisitorSocket)           Durable Object
env.DB (storefront)                          D1 Database
env.API_ORIGIN ("")                          Environment Variable
--dry-run: exiting now.`;

describe("deploy check", () => {
  it("reads the size and the variables wrangler would deploy", () => {
    expect(parseUploadSize(DRY_RUN)).toEqual({ total: 3806.36, gzip: 812.78 });
    expect(parseVariables(DRY_RUN)).toEqual({ API_ORIGIN: "" });
    expect(deployProblems({ size: parseUploadSize(DRY_RUN), variables: parseVariables(DRY_RUN) })).toEqual([]);
  });

  it("fails a development configuration", () => {
    const output = DRY_RUN.replace(
      'env.API_ORIGIN ("")',
      'env.ENVIRONMENT ("development")          Environment Variable\nenv.API_ORIGIN ("")',
    );
    expect(deployProblems({ size: parseUploadSize(output), variables: parseVariables(output) })).toEqual([
      'ENVIRONMENT is "development": production must leave it out (development features would be on)',
    ]);
    const problems = deployProblems({
      size: { total: 1, gzip: 1 },
      variables: { ENVIRONMENT: "test", TEST_CARD_GATEWAY: "on", MAIL_BASE_URL: "http://127.0.0.1:9000" },
    });
    expect(problems).toHaveLength(3);
  });

  it("accepts any other ENVIRONMENT value, which the Worker treats as production", () => {
    expect(deployProblems({ size: { total: 1, gzip: 1 }, variables: { ENVIRONMENT: "production" } })).toEqual([]);
  });

  it("fails a bundle over the plan's limit, and a dry run that printed no size", () => {
    expect(deployProblems({ size: { total: 9000, gzip: 3100 }, variables: {} })[0]).toMatch(
      /over the free plan's 3072 KiB/,
    );
    expect(deployProblems({ size: { total: 9000, gzip: 3100 }, variables: {}, plan: "paid" })).toEqual([]);
    expect(deployProblems({ size: null, variables: {} })[0]).toMatch(/did not finish/);
  });
});
