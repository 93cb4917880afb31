import { describe, expect, it } from "vitest";
import { getUpstream } from "./upstream.server";
import { UpstreamError } from "./envelope";

function contextWith(answer: (request: Request) => Promise<Response> | Response) {
  const seen: Request[] = [];
  const context = async (request: Request) => {
    seen.push(request);
    return answer(request);
  };
  return { context, seen };
}

const shopper = new Request("https://shop.test/zh/product/a?x=1", {
  headers: { cookie: "sid=secret-token; cart=c1; lng=zh; theme=dark", "user-agent": "UA" },
});

describe("upstream client", () => {
  it("sends calls with x-auth, x-cart and the language, and resolves to data", async () => {
    const { context, seen } = contextWith(() => Response.json({ code: 0, msg: "ok", data: { a: 1 } }));
    const data = await getUpstream(context, { request: shopper, lang: "zh" }).call("site/config", { q: 1 });
    expect(data).toEqual({ a: 1 });
    expect(seen[0].url).toBe("https://shop.test/api/web/site/config");
    expect(seen[0].method).toBe("POST");
    expect(seen[0].headers.get("x-auth")).toBe("secret-token");
    expect(seen[0].headers.get("x-cart")).toBe("c1");
    expect(seen[0].headers.get("x-lang")).toBe("zh");
  });

  it("sends route requests with userAgent, referer and cookies, never the secrets", async () => {
    const { context, seen } = contextWith(() => Response.json({ code: 0, msg: "ok", data: {} }));
    await getUpstream(context, { request: shopper, lang: "zh" }).route("/zh/product/a", "?x=1");
    const url = new URL(seen[0].url);
    expect(url.pathname).toBe("/zh/product/a");
    expect(url.searchParams.get("request")).toBe("route");
    expect(url.searchParams.get("x")).toBe("1");
    expect(url.searchParams.get("userAgent")).toBe("UA");
    expect(url.searchParams.get("cookies")).toBe("lng=zh; theme=dark");
  });

  it("throws the envelope's code and status", async () => {
    const { context } = contextWith(() => Response.json({ code: 41, msg: "Not found", data: null }, { status: 404 }));
    const error = await getUpstream(context, { request: shopper, lang: "en" })
      .call("cart/count")
      .catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ code: 41, status: 404, message: "Not found" });
  });

  it("turns malformed JSON and non-envelopes into code 500", async () => {
    for (const body of ["{ nope", JSON.stringify({ hello: 1 })]) {
      const { context } = contextWith(() => new Response(body, { status: 200 }));
      const error = await getUpstream(context, { request: shopper, lang: "en" })
        .call("cart/count")
        .catch((e) => e);
      expect(error).toMatchObject({ code: 500 });
    }
  });

  it("turns an unreachable backend into code 500", async () => {
    const { context } = contextWith(() => Promise.reject(new TypeError("connection refused")));
    const error = await getUpstream(context, { request: shopper, lang: "en" })
      .call("cart/count")
      .catch((e) => e);
    expect(error).toMatchObject({ code: 500, status: 502 });
  });

  it("gives up after the timeout with code 20000", async () => {
    const { context } = contextWith(() => new Promise<Response>(() => {}));
    const error = await getUpstream(context, { request: shopper, lang: "en", timeoutMs: 30 })
      .call("cart/count")
      .catch((e) => e);
    expect(error).toMatchObject({ code: 20000, status: 504 });
  });
});

describe("the typed contract (checked by tsc, functions/contract/calls.ts)", () => {
  it("accepts only contract names and inputs, and answers the contract's output type", async () => {
    const { context } = contextWith(() =>
      Response.json({ code: 0, msg: "ok", data: { list: [], total: 0, page: 1, pageSize: 20 } }),
    );
    const upstream = getUpstream(context, { request: shopper, lang: "en" });
    const orders = await upstream.call("order/list", { page: 1 });
    const total: number = orders.total;
    expect(total).toBe(0);
    const wrong = () => [
      // @ts-expect-error: no such call
      upstream.call("order/nope"),
      // @ts-expect-error: order/detail needs its order number
      upstream.call("order/detail"),
      // @ts-expect-error: page is a number
      upstream.call("order/list", { page: "2" }),
    ];
    expect(typeof wrong).toBe("function");
  });
});
