import { describe, expect, it } from "vitest";
import { TIMED_OUT, setCredentialHeaders, withinTimeout } from "./upstream";

describe("the way to the backend, as both sides take it", () => {
  it("turns the session and cart cookies into x-auth and x-cart, and nothing else", () => {
    const headers = new Headers();
    const found = setCredentialHeaders(headers, "lng=de; sid=t0k; cart=c1; theme=dark");
    expect(found).toEqual({ token: "t0k", cartId: "c1" });
    expect([...headers]).toEqual([
      ["x-auth", "t0k"],
      ["x-cart", "c1"],
    ]);
    const none = new Headers();
    expect(setCredentialHeaders(none, null)).toEqual({ token: null, cartId: null });
    expect([...none]).toEqual([]);
  });

  it("gives up after the timeout, and passes an earlier answer or failure through", async () => {
    expect(await withinTimeout(new Promise(() => {}), 10)).toBe(TIMED_OUT);
    expect(await withinTimeout(Promise.resolve("answer"), 1_000)).toBe("answer");
    await expect(withinTimeout(Promise.reject(new Error("down")), 1_000)).rejects.toThrow("down");
  });
});
