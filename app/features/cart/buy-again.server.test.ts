import { describe, expect, it } from "vitest";
import { buyAgain, takeBuyAgainNotice } from "./buy-again.server";
import { getUpstream } from "../../lib/upstream.server";

/** An upstream client whose backend answers order/buyAgain with `answer`. */
function contextAnswering(answer: unknown, seen: unknown[] = []) {
  return getUpstream(
    async (request: Request) => {
      seen.push({ path: new URL(request.url).pathname, body: await request.json() });
      return Response.json({ code: 0, msg: "ok", data: answer });
    },
    { request: new Request("https://shop.test/"), lang: "zh" },
  );
}

const skipped = (n: number, message = "Scarf is out of stock and was not added.") =>
  Array.from({ length: n }, (_, i) => ({
    sku: `S${i}`,
    title: "Scarf",
    wanted: 1,
    added: 0,
    reason: "outOfStock",
    message,
  }));

describe("buy again", () => {
  it("sends the order to the backend and redirects to the cart in the shopper's language, with the notice", async () => {
    const seen: unknown[] = [];
    const answer = {
      cart: { cartId: null },
      added: [{ sku: "A", title: "Cardigan", wanted: 2, added: 2 }],
      skipped: skipped(1, "围巾 已售罄，未加入购物车。"),
    };
    const response = await buyAgain(
      contextAnswering(answer, seen),
      new Request("https://shop.test/zh/user/order/26112241445774", { method: "POST" }),
      "26112241445774",
    );
    expect(seen).toEqual([{ path: "/api/web/order/buyAgain", body: { orderNo: "26112241445774" } }]);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/zh/cart");
    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    const { notice, clear } = takeBuyAgainNotice(new Request("https://shop.test/zh/cart", { headers: { cookie } }));
    expect(notice).toEqual({ added: 1, skipped: ["围巾 已售罄，未加入购物车。"], more: 0 });
    expect(clear).toContain("Max-Age=0");
  });

  it("keeps the cookie small: five messages at most, the rest counted", async () => {
    const response = await buyAgain(
      contextAnswering({ cart: { cartId: null }, added: [], skipped: skipped(12, "长".repeat(500)) }),
      new Request("https://shop.test/user/order", { method: "POST" }),
      "26112241445774",
    );
    const cookie = response.headers.get("set-cookie")!.split(";")[0];
    expect(cookie.length).toBeLessThan(4000);
    const { notice } = takeBuyAgainNotice(new Request("https://shop.test/cart", { headers: { cookie } }));
    expect(notice).toMatchObject({ added: 0, more: 7 });
    expect(notice!.skipped).toHaveLength(5);
    expect(notice!.skipped[0]).toHaveLength(160);
  });

  it("ignores a notice cookie that is not one of ours", () => {
    for (const cookie of ["buy_again=%%%", "buy_again=e30=", `buy_again=${btoa('{"added":"x"}')}`]) {
      expect(takeBuyAgainNotice(new Request("https://shop.test/cart", { headers: { cookie } })).notice).toBeNull();
    }
    expect(takeBuyAgainNotice(new Request("https://shop.test/cart"))).toEqual({ notice: null, clear: null });
  });
});
