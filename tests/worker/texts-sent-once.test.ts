/**
 * The interface texts reach the browser once per page (ADR 155): in the root loader's data, which
 * the translator reads at hydration and on a navigation to another language. (Only a page whose
 * root loader itself threw, with no data to carry them, writes them into an #i18n-messages block.)
 * The backend's words (locales/<language>/backend.json) are not among them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import checkoutEn from "../../locales/en/checkout.json";
import checkoutDe from "../../locales/de/checkout.json";
import backendEn from "../../locales/en/backend.json";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the page's texts", () => {
  it("come once, in the root's data, in the page's language", async () => {
    // A text the home page does not show, so each copy of it is a copy of the texts.
    for (const [path, text] of [
      ["/", checkoutEn.cardFormat],
      ["/de", checkoutDe.cardFormat],
    ] as const) {
      const html = await (await worker.fetch(path)).text();
      expect(count(html, text), path).toBe(1);
      expect(html, path).not.toMatch(/id="i18n-messages"/);
    }
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
    expect(count(html, checkoutEn.cardFormat)).toBe(1);
    expect(html).not.toMatch(/id="i18n-messages"/);
  });
});
