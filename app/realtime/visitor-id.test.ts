import { describe, expect, it } from "vitest";
import { visitorId } from "./visitor-id";
import { socketUrl } from "./start";

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
};

describe("visitor id", () => {
  it("is made once and kept in storage", () => {
    const store = memory();
    const first = visitorId(store);
    expect(first).toMatch(/^v[0-9a-f]{24}$/);
    expect(visitorId(store)).toBe(first);
    expect(store.map.get("visitorId")).toBe(first);
  });

  it("replaces a malformed stored id and survives storage that throws", () => {
    const store = memory();
    store.setItem("visitorId", "bad id");
    expect(visitorId(store)).toMatch(/^v[0-9a-f]{24}$/);
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    const fallback = visitorId(broken);
    expect(fallback).toMatch(/^v[0-9a-f]{24}$/);
    expect(visitorId(broken)).toBe(fallback);
  });

  it("goes into the socket URL with the page's scheme", () => {
    expect(socketUrl({ protocol: "https:", host: "shop.example" }, "v1234abcd")).toBe(
      "wss://shop.example/ws/message?visitorId=v1234abcd",
    );
    expect(socketUrl({ protocol: "http:", host: "127.0.0.1:8831" }, "v1234abcd")).toBe(
      "ws://127.0.0.1:8831/ws/message?visitorId=v1234abcd",
    );
  });
});
