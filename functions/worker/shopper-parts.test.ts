/**
 * The one `shopper/parts` request a stitched page makes (ADR 270, 386): the session and cart
 * cookies as x-auth / x-cart, the D1 bookmark cookie as `x-d1-bookmark` only when it has D1's
 * shape (it is the shopper's to edit), nothing else of the cookie header; a signed-in shopper's
 * parts are asked every time, a visitor's kept a few seconds (ADR 325).
 */
import { afterEach, describe, expect, it } from "vitest";
import { fetchShopperParts } from "./shopper-parts";
import { forgetAllParts } from "./parts-memory";
import { BOOKMARK_HEADER } from "../contract/d1-bookmark";

const BOOKMARK = "00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683";
const CUSTOMER = { user: { id: 7, nickname: "Bo" }, cartCount: 2, favorites: { product: [3] } };
const VISITOR = { user: null, cartCount: 1 };

afterEach(forgetAllParts);

/** The parts asked with `cookie`, and every request the upstream was sent. */
async function asked(cookie: string, data: unknown = CUSTOMER) {
  const sent: Request[] = [];
  const upstream = () => async (request: Request) => {
    sent.push(request);
    return Response.json({ code: 0, msg: "", data });
  };
  const request = new Request("https://shop.test/product/a", { headers: { cookie } });
  return { parts: await fetchShopperParts(request, upstream), sent };
}

describe("the shopper/parts request", () => {
  it("carries the session, the cart and a well-formed D1 bookmark, and no cookie", async () => {
    const { parts, sent } = await asked(`lng=ja; sid=tok; cart=c1; d1b=${BOOKMARK}; pv=9`);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request.method).toBe("POST");
    expect(new URL(request.url).pathname).toBe("/api/web/shopper/parts");
    expect(request.headers.get("x-auth")).toBe("tok");
    expect(request.headers.get("x-cart")).toBe("c1");
    expect(request.headers.get(BOOKMARK_HEADER)).toBe(BOOKMARK);
    expect(request.headers.has("cookie")).toBe(false);
    expect(parts).toEqual({
      account: { id: 7, name: "Bo" },
      cartCount: 2,
      favorites: { article: [], product: [3], page: [] },
    });
  });

  it("sends no bookmark for a cookie without D1's shape, nor without one", async () => {
    for (const cookie of ["sid=tok; d1b=not-a-bookmark", `sid=tok; d1b =${BOOKMARK}`, "sid=tok"]) {
      const { sent } = await asked(cookie);
      expect(sent[0].headers.has(BOOKMARK_HEADER), cookie).toBe(false);
    }
  });

  it("asks a signed-in shopper's parts on every page, a visitor's once within their lifetime", async () => {
    for (let page = 0; page < 2; page++) expect((await asked("sid=tok; cart=c1")).sent).toHaveLength(1);
    expect((await asked("cart=c2", VISITOR)).sent).toHaveLength(1);
    expect((await asked("cart=c2", VISITOR)).sent).toHaveLength(0);
  });
});
