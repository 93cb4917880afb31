import { describe, expect, it } from "vitest";
import { carryBookmark } from "./d1-bookmark-cookie";
import { BOOKMARK_HEADER } from "../contract/d1-bookmark";

const OLD = "00000010-00000000-00000000-00000000000000000000000000000000";
const NEW = "00000020-00000000-00000000-00000000000000000000000000000000";
const NEWER = "00000030-00000000-00000000-00000000000000000000000000000000";

/** An upstream that records the bookmark each request carried and answers the next of `answers`. */
function upstreamAnswering(...answers: (string | null)[]) {
  const received: (string | null)[] = [];
  const fetch = async (request: Request) => {
    received.push(request.headers.get(BOOKMARK_HEADER));
    const bookmark = answers.shift() ?? null;
    return new Response("{}", { headers: bookmark ? { [BOOKMARK_HEADER]: bookmark } : {} });
  };
  return { fetch, received };
}

const browser = (method: string, cookie?: string) =>
  new Request("https://shop.test/cart", { method, headers: cookie ? { cookie } : {} });

const page = (cacheControl: string, setCookie?: string) =>
  new Response("<html></html>", {
    headers: { "cache-control": cacheControl, ...(setCookie ? { "set-cookie": setCookie } : {}) },
  });

describe("the D1 bookmark between the browser and the backend", () => {
  it("sends the cookie's bookmark, then the newest an answer brought, and never a client's own header", async () => {
    const upstream = upstreamAnswering(NEW, OLD, null);
    const carrier = carryBookmark(browser("POST", `sid=t; d1b=${OLD}`), upstream.fetch);
    const forged = new Request("https://shop.test/api/web/cart/add", { headers: { [BOOKMARK_HEADER]: NEWER } });
    await carrier.upstream(forged);
    await carrier.upstream(new Request("https://shop.test/api/web/cart/list"));
    await carrier.upstream(new Request("https://shop.test/api/web/cart/count"));
    // An older answer (OLD, from a replica further behind) does not take the bookmark back.
    expect(upstream.received).toEqual([OLD, NEW, NEW]);
  });

  it("sends nothing for a cookie that is not a bookmark", async () => {
    const upstream = upstreamAnswering(null);
    const carrier = carryBookmark(browser("GET", "d1b=ffff; sid=t"), upstream.fetch);
    await carrier.upstream(new Request("https://shop.test/api/web/cart/list", { headers: { [BOOKMARK_HEADER]: NEW } }));
    expect(upstream.received).toEqual([null]);
  });

  it("keeps a newer bookmark in an HttpOnly session cookie after a write, and hides the header", async () => {
    const upstream = upstreamAnswering(NEW);
    const carrier = carryBookmark(browser("POST", `d1b=${OLD}`), upstream.fetch);
    const answer = carrier.finish(await carrier.upstream(new Request("https://shop.test/api/web/cart/add")));
    expect(answer.headers.get("set-cookie")).toBe(`d1b=${NEW}; Path=/; HttpOnly; SameSite=Lax`);
    expect(answer.headers.has(BOOKMARK_HEADER)).toBe(false);
  });

  it("sets nothing when the bookmark did not move on", async () => {
    const upstream = upstreamAnswering(OLD);
    const carrier = carryBookmark(browser("POST", `d1b=${OLD}`), upstream.fetch);
    await carrier.upstream(new Request("https://shop.test/api/web/cart/add"));
    expect(carrier.finish(page("private, no-store")).headers.has("set-cookie")).toBe(false);
  });

  it("never sets it on a public page the page cache may keep for everyone", async () => {
    const upstream = upstreamAnswering(NEW);
    const carrier = carryBookmark(browser("GET", `lng=de; d1b=${OLD}`), upstream.fetch);
    await carrier.upstream(new Request("https://shop.test/product/x?request=route"));
    expect(carrier.finish(page("public, max-age=60, s-maxage=300")).headers.has("set-cookie")).toBe(false);
  });

  it("never sets it on a read's answer, which a lagging replica may have served older than the shopper's last write", async () => {
    for (const [request, response] of [
      [browser("GET", "sid=t"), page("private, no-cache")],
      [browser("GET", "cart=v_1"), page("public, max-age=60")],
      [browser("GET"), page("public, max-age=60", "lng=de; Path=/")],
    ] as const) {
      const carrier = carryBookmark(request, upstreamAnswering(NEWER).fetch);
      await carrier.upstream(new Request("https://shop.test/api/web/user/info"));
      expect(carrier.finish(response).headers.get("set-cookie") ?? "").not.toContain("d1b=");
    }
  });

  it("sets it on every write's answer, whatever the answer says about caching", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const carrier = carryBookmark(browser(method, "sid=t"), upstreamAnswering(NEWER).fetch);
      await carrier.upstream(new Request("https://shop.test/api/web/cart/add"));
      expect(carrier.finish(page("public, max-age=60")).headers.get("set-cookie")).toContain(`d1b=${NEWER}`);
    }
  });

  it("copies an answer whose headers cannot change (as a fetch() answer's, from an API_ORIGIN backend)", async () => {
    const carrier = carryBookmark(browser("POST"), upstreamAnswering(NEW).fetch);
    await carrier.upstream(new Request("https://shop.test/api/web/cart/add"));
    const immutable = Response.redirect("https://shop.test/cart", 303);
    expect(() => immutable.headers.set("x-probe", "1")).toThrow();
    const finished = carrier.finish(immutable);
    expect(finished.status).toBe(303);
    expect(finished.headers.get("location")).toBe("https://shop.test/cart");
    expect(finished.headers.get("set-cookie")).toContain(`d1b=${NEW}`);
  });
});
