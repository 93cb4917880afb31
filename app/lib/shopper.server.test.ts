import { describe, expect, it } from "vitest";
import { UpstreamError } from "./envelope";
import { displayName, loadShopperSummary } from "./shopper.server";
import type { Upstream } from "./upstream.server";
import { readSessionView } from "./session-view";

/** An upstream that answers each call name from `answers` (a function may throw) and records the calls. */
function fakeUpstream(answers: Record<string, () => unknown>) {
  const calls: string[] = [];
  const upstream = {
    async call(name: string) {
      calls.push(name);
      const answer = answers[name];
      if (!answer) throw new UpstreamError(41, "not found", 404);
      return answer();
    },
  } as unknown as Upstream;
  return { upstream, calls };
}

/** The session view the Worker reads from a request with these cookies (app/load-context.server.ts). */
const request = (cookie?: string) =>
  readSessionView(new Request("https://shop.test/", { headers: cookie ? { cookie } : {} }), undefined);
const ada = {
  id: 7,
  email: "ada@example.com",
  mobile: null,
  countryCode: null,
  fullName: "Ada Lovelace",
  nickname: "",
};

describe("loadShopperSummary", () => {
  it("asks nothing of a shopper with neither a session nor a cart", async () => {
    const { upstream, calls } = fakeUpstream({});
    expect(await loadShopperSummary(request("lng=de"), upstream)).toEqual({ account: null, cartCount: 0 });
    expect(calls).toEqual([]);
  });

  it("makes one call for the name and the cart count", async () => {
    const { upstream, calls } = fakeUpstream({ "shopper/summary": () => ({ user: ada, cartCount: 3 }) });
    expect(await loadShopperSummary(request("sid=t"), upstream)).toEqual({
      account: { id: 7, name: "Ada Lovelace" },
      cartCount: 3,
    });
    expect(calls).toEqual(["shopper/summary"]);
  });

  it("shows a signed-out head with an empty badge for a session the backend refuses", async () => {
    const { upstream, calls } = fakeUpstream({
      "shopper/summary": () => {
        throw new UpstreamError(51, "session ended", 401);
      },
    });
    expect(await loadShopperSummary(request("sid=t; cart=v_1"), upstream)).toEqual({ account: null, cartCount: 0 });
    expect(calls).toEqual(["shopper/summary"]);
  });

  it("falls back to the contract's user/info and cart/count on a backend without shopper/summary", async () => {
    const { upstream, calls } = fakeUpstream({ "user/info": () => ada, "cart/count": () => ({ count: 2 }) });
    expect(await loadShopperSummary(request("sid=t"), upstream)).toEqual({
      account: { id: 7, name: "Ada Lovelace" },
      cartCount: 2,
    });
    expect(calls.sort()).toEqual(["cart/count", "shopper/summary", "user/info"]);
    const visitor = fakeUpstream({ "cart/count": () => ({ count: "lots" }) });
    expect(await loadShopperSummary(request("cart=v_1"), visitor.upstream)).toEqual({ account: null, cartCount: 0 });
    expect(visitor.calls).toEqual(["shopper/summary", "cart/count"]);
  });
});

describe("displayName", () => {
  it("prefers the nickname, then the full name, the email, the mobile with its country code", () => {
    expect(displayName({ ...ada, nickname: "Ada" })).toBe("Ada");
    expect(displayName(ada)).toBe("Ada Lovelace");
    expect(displayName({ ...ada, fullName: "" })).toBe("ada@example.com");
    expect(displayName({ ...ada, fullName: "", email: null, mobile: "13800138000", countryCode: "+86" })).toBe(
      "+86 13800138000",
    );
  });
});
