import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module follows presses on `document`: a bare EventTarget stands in for it (the unit project runs in Node).
let page: EventTarget;
async function freshModule() {
  vi.resetModules();
  const module = await import("./press-settled");
  module.watchPresses();
  return module;
}
const fire = (type: string) => page.dispatchEvent(new Event(type));
const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
};

beforeEach(() => {
  vi.useFakeTimers();
  page = new EventTarget();
  vi.stubGlobal("document", page);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("pressSettled", () => {
  it("settles at once when nothing is pressed", async () => {
    const { pressSettled } = await freshModule();
    expect(await settledYet(pressSettled())).toBe(true);
  });

  it("waits through a press until its click has run", async () => {
    const { pressSettled } = await freshModule();
    fire("pointerdown");
    const settled = pressSettled();
    fire("pointerup");
    expect(await settledYet(settled)).toBe(false);
    fire("click");
    // Not in the click's own dispatch: its default action (a <details> toggling) comes first.
    expect(await settledYet(settled)).toBe(false);
    vi.advanceTimersByTime(0);
    expect(await settledYet(settled)).toBe(true);
    expect(await settledYet(pressSettled())).toBe(true);
  });

  it("lets go after a cancelled press, or shortly after a release that brings no click", async () => {
    const { pressSettled } = await freshModule();
    fire("pointerdown");
    const cancelled = pressSettled();
    fire("pointercancel");
    vi.advanceTimersByTime(0);
    expect(await settledYet(cancelled)).toBe(true);

    fire("pointerdown");
    const dragged = pressSettled();
    fire("pointerup");
    vi.advanceTimersByTime(299);
    expect(await settledYet(dragged)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settledYet(dragged)).toBe(true);
  });

  it("a click without a press (a key on a button) does not hold anything", async () => {
    const { pressSettled } = await freshModule();
    fire("click");
    vi.advanceTimersByTime(0);
    expect(await settledYet(pressSettled())).toBe(true);
  });
});
