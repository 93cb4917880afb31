import { describe, expect, it } from "vitest";
import { slidePassed, slideProof } from "./auth-slide-check.server";

describe("slide check", () => {
  it("passes a genuine proof, slid to the end, after a human pause", async () => {
    const proof = await slideProof("secret", 1_000_000);
    expect(await slidePassed("secret", proof, 100, 1_005_000)).toBe(true);
  });

  it("fails when not slid, too fast, too old, forged or signed with another secret", async () => {
    const proof = await slideProof("secret", 1_000_000);
    expect(await slidePassed("secret", proof, 99, 1_005_000)).toBe(false);
    expect(await slidePassed("secret", proof, 100, 1_000_500)).toBe(false);
    expect(await slidePassed("secret", proof, 100, 1_000_000 + 31 * 60_000)).toBe(false);
    expect(await slidePassed("secret", proof.replace(/.$/, "x"), 100, 1_005_000)).toBe(false);
    expect(await slidePassed("other", proof, 100, 1_005_000)).toBe(false);
    expect(await slidePassed("secret", undefined, 100, 1_005_000)).toBe(false);
  });
});
