import { describe, expect, it } from "vitest";
import { UpstreamError, errorMessageKey } from "./envelope";

describe("error catalogue", () => {
  it("maps codes to the spec's messages", () => {
    expect(errorMessageKey(20000)).toBe("errors.timeout");
    expect(errorMessageKey(30)).toBe("errors.authorization");
    expect(errorMessageKey(50)).toBe("errors.loginError");
    expect(errorMessageKey(500)).toBe("errors.unknown");
    expect(errorMessageKey(41)).toBeNull();
    expect(errorMessageKey(10)).toBeNull();
  });

  it("knows a signed-out answer (401, code 50 or 51)", () => {
    expect(new UpstreamError(50, "x", 401).signedOut).toBe(true);
    expect(new UpstreamError(51, "x", 200).signedOut).toBe(true);
    expect(new UpstreamError(41, "x", 404).signedOut).toBe(false);
  });

  it("exposes code-40 field messages", () => {
    const error = new UpstreamError(40, "bad", 422, { fields: { email: "Account format error." } });
    expect(error.fields).toEqual({ email: "Account format error." });
    expect(new UpstreamError(41, "x", 400).fields).toBeUndefined();
  });
});
