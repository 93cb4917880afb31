import { describe, expect, it } from "vitest";
import { attemptSrc, isNearViewport, rememberLoaded, wasLoaded } from "./lazy-images";

describe("lazy images", () => {
  it("preloads within 1.3 viewports", () => {
    expect(isNearViewport({ top: 1200, bottom: 1400 }, 1000)).toBe(true);
    expect(isNearViewport({ top: 1310, bottom: 1500 }, 1000)).toBe(false);
    expect(isNearViewport({ top: -500, bottom: -250 }, 1000)).toBe(true);
    expect(isNearViewport({ top: -900, bottom: -400 }, 1000)).toBe(false);
  });

  it("remembers the last 200 loaded images", () => {
    for (let i = 0; i < 201; i++) rememberLoaded(`/img/${i}.png`);
    expect(wasLoaded("/img/0.png")).toBe(false);
    expect(wasLoaded("/img/1.png")).toBe(true);
    expect(wasLoaded("/img/200.png")).toBe(true);
  });

  it("changes the address on retries so a cached failure is bypassed", () => {
    expect(attemptSrc("/a.png", 1)).toBe("/a.png");
    expect(attemptSrc("/a.png", 2)).toBe("/a.png?retry=2");
    expect(attemptSrc("/a.png?w=1", 3)).toBe("/a.png?w=1&retry=3");
  });
});
