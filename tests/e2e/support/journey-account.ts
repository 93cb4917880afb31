/**
 * The second half of the shopper's journey: the confirmation mail, the order page, a refund that
 * shows among the returns, favourites, German and euros from the header pickers, a second
 * checkout with the saved address, then sign-out and sign-in by email code.
 */
import type { Locator } from "playwright-core";
import { SHOP_URL } from "./shop";
import { ADMIN, api } from "./customer-order";
import type { Journey } from "./journey";
import type { Bought } from "./journey-buying";

export async function confirmationMail(journey: Journey, bought: Bought) {
  await journey.step("confirmation-mail", async () => {
    const outbox = await api<{ subject: string; text: string }[]>("admin/outbox", { to: bought.email }, ADMIN);
    const mail = outbox.data.find((one) => `${one.subject}\n${one.text}`.includes(bought.orderNo));
    journey.expect
      .soft(mail, journey.say(`an order confirmation mail naming ${bought.orderNo} is in the outbox`))
      .toBeDefined();
  });
}

export async function refund(journey: Journey, bought: Bought) {
  const { page } = journey;
  await journey.step(
    "order-page",
    async () => {
      await page.getByRole("link", { name: journey.t("pages.userOrder", { slug: bought.orderNo }) }).click();
      await page.waitForURL(new RegExp(`/user/order/${bought.orderNo}`));
      await journey.hydrated();
    },
    async () => {
      journey.expect
        .soft(await page.getByRole("heading", { level: 1 }).innerText(), journey.say("the order page names the order"))
        .toContain(bought.orderNo);
    },
  );
  await journey.step(
    "refund",
    async () => {
      await page.getByRole("link", { name: journey.t("orders.actions.refund") }).click();
      await page.getByLabel(journey.t("returns.refund.reason")).fill("Ordered the wrong colour");
      await page.getByRole("button", { name: journey.t("returns.refund.submit") }).click();
      await page.waitForLoadState("load");
    },
    async () => {
      const reason = journey.t("returns.refund.reasonShown", { reason: "Ordered the wrong colour" });
      const shown = await journey.settle(
        () => page.locator("main").innerText(),
        (main) => main.includes(reason),
      );
      journey.expect.soft(shown, journey.say("the order shows the refund reason")).toContain(reason);
    },
  );
  await journey.step(
    "returns",
    async () => {
      await page.goto(`${SHOP_URL}/user/center`);
      await journey.hydrated();
    },
    async () => {
      const link = page.locator('main a[href$="/user/return"]');
      journey.expect
        .soft(await link.count(), journey.say("the account area links to the returns (/user/return)"))
        .toBeGreaterThan(0);
      await page.goto(`${SHOP_URL}/user/return`);
      await journey.shot("returns-list");
      journey.expect
        .soft(await page.locator("main").innerText(), journey.say("the refund request is listed in /user/return"))
        .toContain(journey.t("returns.forOrder", { orderNo: bought.orderNo }));
    },
  );
}

export async function favourites(journey: Journey, bought: Bought) {
  const { page } = journey;
  const saveButton = () =>
    page.getByRole("button", { name: new RegExp(`^(${journey.t("favorite.save")}|${journey.t("favorite.saved")})`) });
  await journey.step(
    "favourite-add",
    async () => {
      await page.goto(`${SHOP_URL}${bought.product.path}`);
      await journey.hydrated();
      // With JavaScript the heart turns at once and the save goes after: the step ends when the
      // backend has answered it (a shopper's next page is seconds away, a test's is not).
      const saved = journey.js
        ? page.waitForResponse((response) => new URL(response.url()).pathname === "/api/web/favorite/add")
        : undefined;
      await saveButton().first().click();
      await saved;
      await page.waitForLoadState("load");
      await journey.settle(
        () => saveButton().first().getAttribute("aria-pressed"),
        (pressed) => pressed === "true",
      );
    },
    async () => {
      journey.expect
        .soft(
          await saveButton().first().getAttribute("aria-pressed"),
          journey.say("the favourite button says it is saved"),
        )
        .toBe("true");
    },
  );
  const remove = page.getByRole("button", { name: `${journey.t("favorite.remove")}: ${bought.product.title}` });
  await journey.step(
    "favourites-list",
    async () => {
      await page.goto(`${SHOP_URL}/user/favorite`);
      await journey.hydrated();
    },
    async () => {
      journey.expect.soft(await remove.count(), journey.say("the favourite is in the list")).toBe(1);
    },
  );
  await journey.step(
    "favourite-remove",
    async () => {
      await remove.click();
      await page.waitForLoadState("load");
      await journey.settle(
        () => remove.count(),
        (count) => count === 0,
      );
    },
    async () => {
      journey.expect.soft(await remove.count(), journey.say("the removed favourite left the list")).toBe(0);
      if (journey.js) {
        const inMain = await page.evaluate(() => {
          const element = document.activeElement;
          return !!element && element !== document.body && !!element.closest("main");
        });
        journey.expect
          .soft(inMain, journey.say("after Remove, focus stays in the list (not lost to the page)"))
          .toBe(true);
      }
    },
  );
}

/** A header picker's opener: its name starts with "<label>:" (the visible choice follows). */
function opener(journey: Journey, label: string): Locator {
  return journey.page
    .locator("header")
    .locator("summary, button")
    .filter({ hasText: `${label}:` })
    .first();
}

/** Opens a header picker (unless a menu left open already shows the entry), then chooses the entry. */
async function pick(journey: Journey, label: string, entry: Locator) {
  if (!(await entry.isVisible())) await opener(journey, label).click();
  await entry.click();
  await journey.page.waitForLoadState("load");
  await journey.hydrated();
}

async function expectClosed(journey: Journey, entry: Locator, what: string) {
  const shown = await journey.settle(
    () => entry.isVisible(),
    (visible) => !visible,
    2_000,
  );
  journey.expect.soft(shown, journey.say(`the ${what} menu is closed`)).toBe(false);
}

export async function germanAndEuros(journey: Journey) {
  const { page } = journey;
  const deutsch = page.locator("header").getByRole("link", { name: "Deutsch", exact: true });
  if (journey.js)
    await journey.step(
      "escape-closes",
      async () => {
        await page.goto(`${SHOP_URL}/`);
        await journey.hydrated();
        await opener(journey, journey.t("site.language")).click();
        await deutsch.waitFor();
        await page.keyboard.press("Escape");
      },
      () => expectClosed(journey, deutsch, "language (Escape)"),
    );
  await journey.step(
    "deutsch",
    async () => {
      if (!journey.js) await page.goto(`${SHOP_URL}/`);
      await pick(journey, journey.t("site.language"), deutsch);
      await page.waitForURL(/\/de(\/|$|\?)/);
      journey.lang = "de";
    },
    async () => {
      journey.expect.soft(await page.getAttribute("html", "lang"), journey.say("the page is in German")).toBe("de");
      await expectClosed(journey, deutsch, "language");
      // Give the after-hydration hint its moment, then: no offer of English on a German page.
      await page.waitForTimeout(journey.js ? 1_000 : 0);
      await journey.noEnglishHint("deutsch");
    },
  );
  const euro = page.locator("header").getByRole("button", { name: /EUR/ });
  await journey.step(
    "euro",
    async () => {
      await pick(journey, journey.t("site.currency"), euro);
      // Chosen when the header's currency names EUR: the address was /de before, so it cannot say.
      await opener(journey, journey.t("site.currency")).filter({ hasText: "EUR" }).waitFor({ state: "attached" });
    },
    async () => {
      await expectClosed(journey, euro, "currency");
      journey.expect
        .soft(await page.locator("main").innerText(), journey.say("prices are shown in euros"))
        .toContain("€");
    },
  );
  await journey.step(
    "coupons-in-euros",
    async () => {
      await page.goto(`${SHOP_URL}/de/coupon`);
      await journey.hydrated();
    },
    async () => {
      const cards = await page.locator("main").innerText();
      journey.expect
        .soft(cards, journey.say("the coupon cards show euros, like the rest of the page"))
        .not.toContain("$");
    },
  );
}
