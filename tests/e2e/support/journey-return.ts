/**
 * The returning shopper, in German: a second checkout that starts from the address saved by the
 * first, the unpaid-order reminder in German's singular, then sign-out and sign-in by email code.
 */
import { SHOP_URL } from "./shop";
import { latest, passSlide } from "./accounts";
import { PATIENCE_MS, type Journey } from "./journey";
import { ADDRESS, fillAddress, type Bought } from "./journey-buying";
import { chooseInStock } from "./journey-product";

export async function secondCheckout(journey: Journey, bought: Bought) {
  const { page } = journey;
  const saved = page.getByRole("radio", { name: new RegExp(ADDRESS.city) });
  await journey.step(
    "second-checkout",
    async () => {
      await page.goto(`${SHOP_URL}/de${bought.product.path}`);
      await journey.hydrated();
      // Three journeys (and earlier local runs) buy from one stock: sold out now, take another variant.
      await chooseInStock(journey, bought.product.slug);
      await page.getByRole("button", { name: journey.t("cart.addToCart") }).click();
      if (journey.js) {
        const drawer = page.getByRole("dialog", { name: journey.t("cart.drawer") });
        const tapped = await drawer
          .getByRole("button", { name: journey.t("cart.checkout") })
          .click({ timeout: PATIENCE_MS })
          .then(() => true)
          .catch(() => false);
        journey.expect.soft(tapped, journey.say("the cart drawer's Check out can be tapped")).toBe(true);
        if (!tapped) {
          await page.goto(`${SHOP_URL}/de/cart`);
          await page.getByRole("button", { name: journey.t("cart.checkout") }).click();
        }
      } else {
        await page.goto(`${SHOP_URL}/de/cart`);
        await page.getByRole("button", { name: journey.t("cart.checkout") }).click();
      }
      await page.waitForURL(/\/checkout\/[a-f0-9]+/);
      await journey.hydrated();
    },
    async () => {
      const chosen = (await saved.count()) > 0 && (await saved.first().isChecked());
      journey.expect
        .soft(chosen, journey.say("the second checkout preselects the address saved by the first"))
        .toBe(true);
    },
  );
  await journey.step(
    "second-order",
    async () => {
      if (!(await saved.count())) await fillAddress(journey);
      await page.locator("main input[name=paymentMethodId][value=card]").check();
      await page.getByRole("button", { name: journey.t("checkout.placeOrder") }).click();
      await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/);
      // Left unpaid: the account then reminds of one unpaid order.
      await page.goto(`${SHOP_URL}/de/user/center`);
      await journey.hydrated();
    },
    async () => {
      const reminder = page.getByRole("status").filter({ hasText: /Bestellung/ });
      const said = (await reminder.count()) ? await reminder.first().innerText() : "";
      journey.expect.soft(said, journey.say("one unpaid order is reminded of")).toMatch(/\b1\b/);
      journey.expect
        .soft(said, journey.say('German singular: "1 unbezahlte Bestellung"'))
        .not.toMatch(/\b1 \S+ Bestellungen\b/);
    },
  );
}

export async function signOutAndIn(journey: Journey, email: string) {
  const { page } = journey;
  const accountMenu = page
    .locator("header")
    .locator("summary, button")
    .filter({ hasText: `${journey.t("auth.accountMenu")}:` });
  await journey.step(
    "sign-out",
    async () => {
      await accountMenu.first().click();
      await page
        .locator("header")
        .getByRole("button", { name: journey.t("site.signOut") })
        .click();
      await page.waitForLoadState("load");
    },
    async () => {
      const signIn = page.locator("header").getByRole("link", { name: journey.t("site.signIn") });
      journey.expect
        .soft(await signIn.count(), journey.say("signed out: the header offers sign-in"))
        .toBeGreaterThan(0);
    },
  );
  await journey.step(
    "sign-in-by-code",
    async () => {
      await page.goto(`${SHOP_URL}/de/auth/signin?tab=code`);
      await journey.hydrated();
      await page.fill('main input[name="account"]', email);
      await passSlide(page);
      await page.click('main button[value="send-code"]');
      await page.waitForSelector('main [role="status"]');
      await page.fill('main input[name="code"]', (await latest(email)).code!);
      await page.click('main button[value="code"]:not(.hidden)');
      await page.waitForURL((url) => !url.pathname.includes("/auth/signin"));
      await journey.hydrated();
    },
    async () => {
      journey.expect.soft(await accountMenu.count(), journey.say("signed in again by email code")).toBeGreaterThan(0);
    },
  );
}
