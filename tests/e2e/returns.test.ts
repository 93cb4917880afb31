/**
 * After-sales in Chromium, with JavaScript on and off: a delivered order is returned and
 * refunded (apply with a quote, approval, logistics, completion), a refused application shows
 * its reason, an exchange completes with the new goods' shipment, and a paid order not yet
 * shipped is refunded. Operators act through their calls, as the CLI does.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { SHOP_URL, launchBrowser, openPage } from "./support/shop";
import { ADMIN, adminCall, api, newCustomer, paidOrder } from "./support/customer-order";

let browser: Browser;
beforeAll(async () => {
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", "DELETE FROM rate_limits"], {
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const SHOTS = process.env.E2E_SCREENSHOTS;
/** A 1×1 PNG: upload/image checks the bytes, so it has to be a real picture. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A refused form answers 422 by design (the browser logs it without JavaScript); anything else is a problem. */
const unexpected = (problems: string[]) => problems.filter((problem) => !problem.includes("status of 422"));

/** Opens a page and lets it settle (hydration, revalidation), so a click is never lost and no fetch is cut off. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
}

/** With JavaScript: the Remix router is up and idle (signed-in pages keep a realtime connection, so "networkidle" may never come). */
async function settle(page: Page) {
  if (!(await page.evaluate(() => typeof window !== "undefined" && "__remixContext" in window).catch(() => false)))
    return;
  await page
    .waitForFunction(() => {
      const router = (
        window as unknown as {
          __remixRouter?: {
            state: {
              initialized: boolean;
              navigation: { state: string };
              revalidation: string;
              fetchers: Map<string, { state: string }>;
            };
          };
        }
      ).__remixRouter;
      return (
        !!router &&
        router.state.initialized &&
        router.state.navigation.state === "idle" &&
        router.state.revalidation === "idle" &&
        [...router.state.fetchers.values()].every((fetcher) => fetcher.state === "idle")
      );
    })
    .catch(() => undefined);
  await page.waitForLoadState("networkidle", { timeout: 2_000 }).catch(() => undefined);
}

function newContext(js: boolean): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: js, locale: "en-US", viewport: { width: 1280, height: 1000 } });
}

describe.each([{ js: true }, { js: false }])("after-sales, JavaScript $js", ({ js }) => {
  it("returns and refunds a delivered order: quote, apply, approval, logistics, completion", async () => {
    const context = await newContext(js);
    const { page, problems } = await openPage(context);
    const customer = await newCustomer(context);
    const orderNo = await paidOrder(customer.headers, true);

    await visit(page, `${SHOP_URL}/user/order/${orderNo}`);
    await page.getByRole("button", { name: "Confirm receipt" }).click();
    await expect.poll(() => page.locator("main .badge").first().textContent()).toBe("Completed");
    await page.getByRole("link", { name: "Apply for after-sales service" }).click();
    await page.waitForSelector("form#return-apply");

    // Nothing chosen: the form says so and nothing is applied.
    await page.getByRole("button", { name: "Submit application" }).click();
    await expect
      .poll(() => page.locator("main").getByText("Please choose at least one item and its quantity.").count())
      .toBeGreaterThan(0);
    expect((await api("return/list", {}, customer.headers)).data.total).toBe(0);

    await page.locator("form#return-apply input[type=number]").first().fill("1");
    await page
      .locator("form#return-apply input[type=file]")
      .setInputFiles({ name: "scratch.png", mimeType: "image/png", buffer: PIXEL });
    await page.getByRole("button", { name: "Show refund" }).click();
    await expect
      .poll(() => page.locator("form#return-apply [role=status]").textContent())
      .toMatch(/Refund for this application: \$\d+\.\d\d/);
    // The picture was uploaded with the quote and is kept (a ticked box) for the application.
    expect(await page.getByRole("img", { name: "Attached picture 1" }).count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/return-apply-js-${js}.png`, fullPage: true });
    await page.locator("form#return-apply textarea").fill("The colour is not as shown");
    await page.getByRole("button", { name: "Submit application" }).click();
    await page.waitForURL(/\/user\/return\/R\d{14}$/);
    const returnNo = page.url().split("/").pop()!;
    await expect.poll(() => page.locator("main").getByText("Pending approval").count()).toBeGreaterThan(0);
    expect(await page.locator("main").getByText("The colour is not as shown").count()).toBe(1);
    expect(await page.getByRole("img", { name: "Picture 1 of the application" }).count()).toBe(1);

    await adminCall("admin/return/audit", { returnNo, approve: true }, ADMIN);
    await visit(page, page.url());
    await expect.poll(() => page.getByRole("heading", { name: "Merchant return address" }).count()).toBe(1);
    await page.getByRole("button", { name: "Submit logistics" }).click();
    await expect.poll(() => page.locator("main").getByText("Logistics company is required").count()).toBe(1);
    await page.getByLabel("Logistics company").fill("UPS");
    await page.getByLabel("Logistics number").fill("1Z-RETURN-1");
    await page.getByRole("button", { name: "Submit logistics" }).click();
    await expect.poll(() => page.locator("main").getByText("Goods sent back").count()).toBe(1);
    expect(await page.locator("main").getByText("1Z-RETURN-1").count()).toBe(1);

    await adminCall("admin/return/complete", { returnNo }, ADMIN);
    await visit(page, page.url());
    await expect.poll(() => page.locator("main .badge").first().textContent()).toBe("Completed");
    // Paid by bank transfer: the shop pays the refund out itself and says so until it records it (ADR 141).
    expect(
      await page
        .locator("main")
        .getByText(
          /Refund of \$\d+\.\d\d pending: this order was paid offline, so the shop pays it back to you directly/,
        )
        .count(),
    ).toBe(1);
    await adminCall("admin/order/recordRefund", { orderNo }, ADMIN);
    await visit(page, page.url());
    expect(
      await page
        .locator("main")
        .getByText(/Refund of \$\d+\.\d\d recorded/)
        .count(),
    ).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/return-detail-js-${js}.png`, fullPage: true });

    await visit(page, `${SHOP_URL}/user/return?status=completed`);
    expect(await page.getByRole("link", { name: `Return ${returnNo}` }).count()).toBe(1);
    await visit(page, `${SHOP_URL}/user/return?status=cancelled`);
    expect(await page.getByRole("link", { name: `Return ${returnNo}` }).count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("shows the reason of a refused application, and cancels one that waits", async () => {
    const context = await newContext(js);
    const { page, problems } = await openPage(context);
    const customer = await newCustomer(context);
    const orderNo = await paidOrder(customer.headers, true);
    const order = (await api("order/detail", { orderNo }, customer.headers)).data;
    const items = [{ orderItemId: order.items[0].id, quantity: 1 }];
    const first = await adminCall(
      "return/apply",
      { orderNo, items, applyType: 3, applyDesc: "Arrived scratched" },
      customer.headers,
    );
    await adminCall(
      "admin/return/audit",
      { returnNo: first.returnNo, approve: false, refuseDesc: "The photos show no damage" },
      ADMIN,
    );
    await visit(page, `${SHOP_URL}/user/return/${first.returnNo}`);
    expect(await page.locator("main [role=note]").textContent()).toContain("The photos show no damage");
    expect(await page.locator("main").getByText("Audit failed").count()).toBeGreaterThan(0);

    const second = await adminCall(
      "return/apply",
      { orderNo, items, applyType: 1, applyDesc: "Changed my mind" },
      customer.headers,
    );
    await visit(page, `${SHOP_URL}/user/return/${second.returnNo}`);
    await page.getByRole("button", { name: "Cancel application" }).click();
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect.poll(() => page.locator("main .badge").first().textContent()).toBe("Cancelled");
    await settle(page);
    await visit(page, `${SHOP_URL}/user/return`);
    expect(await page.locator("main li").filter({ hasText: "Return R" }).count()).toBe(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/return-list-js-${js}.png`, fullPage: true });
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("exchanges goods: the new goods' shipment shows once completed", async () => {
    const context = await newContext(js);
    const { page, problems } = await openPage(context);
    const customer = await newCustomer(context);
    const orderNo = await paidOrder(customer.headers, true);
    await visit(page, `${SHOP_URL}/user/order/${orderNo}?afterSale=1`);
    await page.locator("form#return-apply input[type=number]").first().fill("2");
    await page.getByLabel("Exchange goods").check();
    await page.locator("form#return-apply textarea").fill("Need the larger size");
    await page.getByRole("button", { name: "Submit application" }).click();
    await page.waitForURL(/\/user\/return\/R\d{14}$/);
    const returnNo = page.url().split("/").pop()!;
    expect(await page.locator("main").getByText("Exchange goods").count()).toBeGreaterThan(0);
    await adminCall("admin/return/audit", { returnNo, approve: true }, ADMIN);
    await adminCall("return/logistics", { returnNo, logisticsCompany: "DHL", logisticsNo: "JD-1" }, customer.headers);
    const refused = await api("admin/return/complete", { returnNo }, ADMIN);
    expect(refused.code).toBe(40);
    await adminCall("admin/return/complete", { returnNo, expressName: "DHL", expressNo: "NEW-42" }, ADMIN);
    await visit(page, page.url());
    expect(await page.locator("main").getByText("New goods shipped: DHL NEW-42").count()).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("refunds a paid order before it ships, once the operator approves", async () => {
    const context = await newContext(js);
    const { page, problems } = await openPage(context);
    const customer = await newCustomer(context);
    const orderNo = await paidOrder(customer.headers, false);
    await visit(page, `${SHOP_URL}/user/order/${orderNo}`);
    expect(await page.getByRole("link", { name: "Apply for after-sales service" }).count()).toBe(0);
    await page.getByRole("link", { name: "Request a refund" }).click();
    await page.getByRole("button", { name: "Request refund" }).click();
    await expect.poll(() => page.locator("main").getByText("Reason is required").count()).toBe(1);
    await page.getByLabel("Reason").fill("Ordered the wrong colour");
    await page.getByRole("button", { name: "Request refund" }).click();
    await expect.poll(() => page.locator("main .badge").first().textContent()).toBe("Pending cancellation");
    expect(await page.locator("main").getByText("Refund reason: Ordered the wrong colour").count()).toBe(1);
    await adminCall("admin/order/approveCancel", { orderNo }, ADMIN);
    await visit(page, page.url());
    await expect.poll(() => page.locator("main .badge").first().textContent()).toBe("Cancelled");
    // Paid by bank transfer: the refund waits, and says so, until the operator records paying it out.
    expect(
      await page
        .locator("main")
        .getByText(/Refund of \$\d+\.\d\d pending: this order was paid offline/)
        .count(),
    ).toBe(1);
    await adminCall("admin/order/recordRefund", { orderNo }, ADMIN);
    await visit(page, page.url());
    expect(
      await page
        .locator("main")
        .getByText(/Refunded: \$\d+\.\d\d/)
        .count(),
    ).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
