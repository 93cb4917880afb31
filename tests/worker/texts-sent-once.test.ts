/**
 * The interface texts reach the browser once per page (ADR 155), and only those the page reads
 * (ADR 280): the root's data brings the head's and foot's, each route's data its own screen's.
 * (Only a page whose root loader itself threw, with no data to carry them, writes them into an
 * #i18n-messages block.) The backend's words (locales/<language>/backend.json) are not among them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import checkoutEn from "../../locales/en/checkout.json";
import cartDe from "../../locales/de/cart.json";
import errorsEn from "../../locales/en/errors.json";
import returnsEn from "../../locales/en/returns.json";
import backendEn from "../../locales/en/backend.json";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the page's texts", () => {
  it("come once, in the page's language, the route's own with its data", async () => {
    for (const [path, text] of [
      ["/cart", "Your cart is empty."],
      ["/de/cart", cartDe.empty],
    ] as const) {
      const html = await (await worker.fetch(path)).text();
      // Once in the page's markup, once in its data.
      expect(count(html, text), path).toBe(2);
      expect(html, path).not.toMatch(/id="i18n-messages"/);
    }
  });

  it("leave out the texts of other screens", async () => {
    const home = await (await worker.fetch("/")).text();
    expect(home).toContain(errorsEn.serverText);
    for (const text of [checkoutEn.cardFormat, returnsEn.sendGoods, cartDe.empty]) expect(home).not.toContain(text);
    const product = await (await worker.fetch("/product/slim-cardigan-1")).text();
    expect(product).not.toContain(checkoutEn.cardFormat);
  });

  it("leave the backend's own words out", async () => {
    const html = await (await worker.fetch("/")).text();
    expect(html).not.toContain(backendEn.mailNoAccountText);
  });
});

describe("an error page", () => {
  let down: TestWorker;
  beforeAll(async () => {
    down = await startWorker({ apiOrigin: "http://127.0.0.1:9" });
  });
  afterAll(() => down?.dispose());

  it("gets its texts the same way when only the page's own loader failed", async () => {
    const response = await down.fetch("/");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(count(html, errorsEn.serverText)).toBe(2);
    expect(html).not.toMatch(/id="i18n-messages"/);
  });
});
