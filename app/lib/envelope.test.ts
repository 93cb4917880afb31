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

describe("UpstreamError across bundles", () => {
  it("is recognised when thrown by another copy of the module (the Worker's client, a loader's check)", async () => {
    // A query string makes Vite load a second, separate instance of the same file.
    const secondCopy = "./envelope?second-copy";
    const other = (await import(/* @vite-ignore */ secondCopy)) as typeof import("./envelope");
    expect(other.UpstreamError).not.toBe(UpstreamError);
    const foreign = new other.UpstreamError(50, "Please sign in first.", 401);
    expect(foreign instanceof UpstreamError).toBe(true);
    expect((foreign as UpstreamError).signedOut).toBe(true);
    expect(new Error("plain") instanceof UpstreamError).toBe(false);
    expect((null as unknown) instanceof UpstreamError).toBe(false);
  });
});
