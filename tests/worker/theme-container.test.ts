/**
 * The theme's container screens and paddings from the backend reach the page's <style> (made by
 * the loaders on the server), on a page and on the 404 page alike. Runs on its own copy of the
 * D1, since the theme is shop-wide.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { database } from "../support/shoppers";

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker({ ownData: true });
  const theme = JSON.stringify({
    containerWidths: { lg: 1100, xl: 1200 },
    containerPaddings: { default: "1rem", xl: "3rem" },
  });
  await (
    await database(worker)
  )
    .prepare(
      "INSERT INTO site_settings (key, value) VALUES ('theme', ?1) ON CONFLICT (key) DO UPDATE SET value = json_patch(value, ?1)",
    )
    .bind(theme)
    .run();
});
afterAll(() => worker?.dispose());

describe("the theme's container", () => {
  it("is styled with the backend's widths and paddings", async () => {
    for (const path of ["/", "/zh/cart", "/no/such/page"]) {
      const style = /<style[^>]*>([^<]*)<\/style>/.exec(await (await worker.fetch(path)).text())?.[1] ?? "";
      expect(style, path).toContain(".container{width:100%;max-width:none;padding-inline:1rem}");
      expect(style, path).toContain("@media (width>=1100px){.container{max-width:1100px;padding-inline:2rem}}");
      expect(style, path).toContain("@media (width>=1200px){.container{max-width:1200px;padding-inline:3rem}}");
      expect(style, path).toContain("@media (width>=640px){.container{max-width:640px;padding-inline:1rem}}");
    }
  });
});
