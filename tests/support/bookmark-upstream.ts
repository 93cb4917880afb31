/**
 * A stand-in backend on loopback that behaves like D1's Sessions API at the contract line
 * (ADR 175): it records the `x-d1-bookmark` each request brought and answers every request with
 * a newer bookmark, as a backend whose database moves on would. Pages are public for visitors,
 * private with `x-auth`, so the page cache's rules can be watched too.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const bookmarkAt = (position: number) =>
  `${position.toString(16).padStart(8, "0")}-00000000-00000000-${"0".repeat(32)}`;

export type Received = { method: string; path: string; route: boolean; bookmark: string | null };

export type BookmarkUpstream = { url: string; received: Received[]; close(): Promise<void> };

export async function startBookmarkUpstream(): Promise<BookmarkUpstream> {
  const received: Received[] = [];
  let position = 0x100;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://upstream");
    const signedIn = !!req.headers["x-auth"];
    const bookmark = req.headers["x-d1-bookmark"];
    const route = url.searchParams.get("request") === "route";
    received.push({ method: req.method ?? "", path: url.pathname, route, bookmark: (bookmark as string) ?? null });
    position += 1;
    const send = (status: number, data: unknown, cacheControl = "private, no-store") => {
      res.writeHead(status, {
        "content-type": "application/json",
        "cache-control": cacheControl,
        "x-d1-bookmark": bookmarkAt(position),
      });
      res.end(JSON.stringify({ code: status === 200 ? 0 : 41, msg: "ok", data }));
    };
    if (url.pathname === "/api/web/site/config")
      return send(200, { name: "Bookmark shop", currencies: [{ code: "USD", rate: 1 }], defaultCurrency: "USD" });
    if (url.pathname === "/api/web/shopper/summary")
      return send(200, { user: signedIn ? { id: 7, email: "b@example.com", nickname: "B" } : null, cartCount: 0 });
    if (route) {
      const path = url.pathname;
      return send(
        200,
        {
          data: { type: "page", title: path },
          theme: { primaryColor: "#123456" },
          meta: { title: `Bookmark ${path}`, description: "bookmark upstream", canonical: `http://127.0.0.1${path}` },
          pageHead: "<nav>head</nav>",
          pageBody: `<section><h1>Body of ${path}</h1></section>`,
          pageFoot: "<p>foot</p>",
        },
        signedIn ? "private, no-store" : "public, max-age=60, s-maxage=300",
      );
    }
    return send(200, null);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
