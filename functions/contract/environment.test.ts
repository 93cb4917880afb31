import { describe, expect, it } from "vitest";
import { developmentFeatures, environmentMode } from "./environment";

describe("environment mode", () => {
  it("is production unless exactly development or test", () => {
    expect(environmentMode(undefined)).toBe("production");
    expect(environmentMode({})).toBe("production");
    expect(environmentMode({ ENVIRONMENT: "" })).toBe("production");
    expect(environmentMode({ ENVIRONMENT: "Development" })).toBe("production");
    expect(environmentMode({ ENVIRONMENT: "dev" })).toBe("production");
    expect(environmentMode({ ENVIRONMENT: "staging" })).toBe("production");
    expect(environmentMode({ ENVIRONMENT: "development" })).toBe("development");
    expect(environmentMode({ ENVIRONMENT: "test" })).toBe("test");
  });
  it("turns development features on only outside production", () => {
    expect(developmentFeatures({ ENVIRONMENT: "production" })).toBe(false);
    expect(developmentFeatures(undefined)).toBe(false);
    expect(developmentFeatures({ ENVIRONMENT: "test" })).toBe(true);
  });
});
