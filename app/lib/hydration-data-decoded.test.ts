import { describe, expect, it } from "vitest";
import { hydrationDataDecoded } from "./hydration-data-decoded";

const withStream = () => ({ __remixContext: { stream: {} } });
const tick = () => new Promise((done) => setTimeout(done, 10));

describe("hydrationDataDecoded", () => {
  it("waits for the promise the component throws while it decodes, then resolves", async () => {
    let decoded!: () => void;
    const decoding = new Promise<void>((done) => (decoded = done));
    let calls = 0;
    let settled = false;
    const ready = hydrationDataDecoded(() => {
      calls++;
      throw decoding;
    }, withStream()).then(() => {
      settled = true;
    });
    await tick();
    expect(settled).toBe(false);
    decoded();
    await ready;
    expect(settled).toBe(true);
    expect(calls).toBe(1);
  });

  it("resolves when the thrown promise rejects: the render throws the kept error, as before", async () => {
    const failing = Promise.reject(new Error("bad stream"));
    await expect(
      hydrationDataDecoded(() => {
        throw failing;
      }, withStream()),
    ).resolves.toBeUndefined();
  });

  it("resolves when the component throws an error instead of a promise", async () => {
    await expect(
      hydrationDataDecoded(() => {
        throw new Error("decoding failed earlier");
      }, withStream()),
    ).resolves.toBeUndefined();
  });

  it("does not call the component once the stream has been taken (or without single fetch)", async () => {
    let calls = 0;
    const component = () => {
      calls++;
      throw new Promise(() => undefined);
    };
    await hydrationDataDecoded(component, { __remixContext: { stream: undefined } });
    await hydrationDataDecoded(component, {});
    expect(calls).toBe(0);
  });
});
