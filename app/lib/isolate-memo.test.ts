import { describe, expect, it, vi } from "vitest";
import { isolateMemo } from "./isolate-memo";

describe("isolateMemo", () => {
  it("computes once per key and gives the same answer after", () => {
    const compute = vi.fn((key: string) => ({ length: key.length, parts: [key] }));
    const memo = isolateMemo<ReturnType<typeof compute>>();
    const get = (key: string) => memo.get(key, () => compute(key));
    const first = get("<p>a</p>");
    expect(get("<p>a</p>")).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(get("<p>b</p>")).not.toBe(first);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("freezes the answer, so one request cannot change what the next reads", () => {
    const memo = isolateMemo<{ nodes: { tag: string; attrs: { id: string } }[] }>();
    const get = (key: string) => memo.get(key, () => ({ nodes: [{ tag: key, attrs: { id: "x" } }] }));
    const answer = get("p");
    expect(() => {
      answer.nodes[0].attrs.id = "changed";
    }).toThrow(TypeError);
    expect(() => answer.nodes.push({ tag: "q", attrs: { id: "y" } })).toThrow(TypeError);
    expect(get("p").nodes[0].attrs.id).toBe("x");
  });

  it("uses the caller's computation on a miss, and only then", () => {
    const memo = isolateMemo<number>();
    expect(memo.get("a", () => 7)).toBe(7);
    expect(memo.get("a", () => 8)).toBe(7);
  });

  it("starts over at its bounds and does not keep a key longer than the budget", () => {
    const memo = isolateMemo<number>({ maxEntries: 3, maxKeyChars: 10 });
    const get = (key: string) => memo.get(key, () => key.length);
    for (const key of ["a", "b", "c"]) get(key);
    expect(memo.size()).toBe(3);
    get("d");
    expect(memo.size()).toBe(1);
    expect(get("x".repeat(11))).toBe(11);
    expect(memo.size()).toBe(1);
    get("1234567890");
    expect(memo.size()).toBe(1);
  });
});
