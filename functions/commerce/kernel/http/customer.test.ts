/**
 * tokenHash spells the token's SHA-256 as sessions store it: lower-case hex, two digits a byte
 * (ADR 392 changed how it is spelled, not what).
 */
import { describe, expect, it } from "vitest";
import { tokenHash } from "./customer";

describe("tokenHash", () => {
  it("is the SHA-256 in lower-case hex, bytes under 16 with their leading zero", async () => {
    // FIPS 180-2's test vector; its digest has the bytes 0x01, 0x03 and 0x00.
    expect(await tokenHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await tokenHash("päß-🙂")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is empty without a token, and differs for tokens that differ", async () => {
    expect(await tokenHash(null)).toBe("");
    expect(await tokenHash("")).toBe("");
    expect(await tokenHash("token-a")).not.toBe(await tokenHash("token-b"));
  });
});
