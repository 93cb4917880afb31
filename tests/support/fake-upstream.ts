/**
 * A stand-in backend on loopback for fault injection: each path prefix picks a behaviour
 * (an ordinary page, 404/403/500, a hang past the timeout, malformed JSON, code 50). The Worker
 * under test reaches it through API_ORIGIN, exactly as it would reach an operator's backend.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const pageHtml = (text: string) =>
  `<section><h1>${text}</h1><div data-component="HeroBanner" data-props="{&quot;slides&quot;:[]}"></div></section>`;

function routePayload(path: string) {
  return {
    data: { type: "page", title: path },
    theme: { primaryColor: "#123456" },
    meta: { title: `Fake ${path}`, description: "fake upstream", canonical: `http://127.0.0.1${path}` },
    pageHead: `<nav><a href="/">Fake head</a></nav>`,
    pageBody: pageHtml(`Fake body for ${path}`),
    pageFoot: `<p>Fake foot</p>`,
  };
}

/** A fault for every /api/web call but site/config (which the shell needs to draw any page). */
export type CallFault = "none" | "500" | "malformed" | "slow";

export type FakeUpstream = { url: string; requests: string[]; callFault: CallFault; close(): Promise<void> };

export async function startFakeUpstream(): Promise<FakeUpstream> {
  const requests: string[] = [];
  const state = { callFault: "none" as CallFault };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(`${req.method} ${url.pathname}${url.search} auth=${req.headers["x-auth"] ?? ""}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (
      url.pathname.startsWith("/api/web/") &&
      !url.pathname.startsWith("/api/web/site/config") &&
      state.callFault !== "none"
    ) {
      if (state.callFault === "500") return send(500, { code: 500, msg: "boom", data: null });
      if (state.callFault === "malformed") return send(200, "{ this is not json");
      return; // "slow": never answers
    }
    const path = url.pathname.replace(/^\/(zh|zh-HK|de)(?=\/|$)/, "") || "/";
    if (url.pathname.startsWith("/api/web/site/config")) {
      return send(200, {
        code: 0,
        msg: "ok",
        data: { name: "Fake shop", currencies: [{ code: "USD", rate: 1 }], defaultCurrency: "USD" },
      });
    }
    // A backend of the contract without this project's own shopper/summary: the shell falls back to user/info and cart/count.
    if (url.pathname === "/api/web/shopper/summary") return send(404, { code: 41, msg: "Not found", data: null });
    if (url.pathname === "/api/web/cart/count") return send(200, { code: 0, msg: "ok", data: { count: 4 } });
    if (url.pathname === "/api/web/user/info") {
      if (!req.headers["x-auth"]) return send(401, { code: 50, msg: "auth invalid", data: null });
      return send(200, {
        code: 0,
        msg: "ok",
        data: {
          id: 7,
          email: "fake@example.com",
          mobile: null,
          countryCode: null,
          fullName: "",
          nickname: "Fake customer",
        },
      });
    }
    if (path.startsWith("/error/")) return send(200, { code: 0, msg: "ok", data: routePayload(path) });
    if (path.startsWith("/page/missing")) return send(404, { code: 41, msg: "Not found", data: null });
    if (path.startsWith("/page/forbidden")) return send(403, { code: 30, msg: "Forbidden", data: null });
    if (path.startsWith("/page/broken")) return send(500, { code: 500, msg: "boom", data: null });
    if (path.startsWith("/page/malformed")) return send(200, "{ this is not json");
    if (path.startsWith("/page/expired")) return send(401, { code: 50, msg: "auth invalid", data: null });
    if (path.startsWith("/page/slow")) return; // never answers: the storefront's 20 s timeout must fire
    return send(200, { code: 0, msg: "ok", data: routePayload(path) });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get callFault() {
      return state.callFault;
    },
    set callFault(fault: CallFault) {
      state.callFault = fault;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
