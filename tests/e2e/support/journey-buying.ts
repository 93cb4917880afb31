/**
 * The first half of the shopper's journey: sign-up, a category from the header menu, filters, a
 * product in a chosen colour, the cart, checkout with a new address, Express, WELCOME10, a
 * declined card and a paid one. Every assertion is about what the shopper sees.
 */
import type { Locator } from "playwright-core";
import { SHOP_URL } from "./shop";
import { latest, passSlide } from "./accounts";
import { minorUnits, type Journey } from "./journey";
import { OAKLAND } from "../../support/addresses";

export type Bought = {
  email: string;
  /** `path`: the product page in the chosen colour and size (in stock), as its address bar shows it. */
  product: { title: string; slug: string; colour: string; image: string; path: string };
  orderNo: string;
  totalAtPlace: number;
};

const PRICE_FLOOR = 20;
const PRICE_CEILING = 200;

/** The shop's amounts in a text, in minor units, in order. */
export function amountsIn(shown: string): number[] {
  return [...shown.matchAll(/[$€£¥]\s?\d[\d.,]*|\d[\d.,]*\s?[$€£¥]/g)].map((match) => minorUnits(match[0]));
}

/** The summary's amount beside `label` (on its line or the next): 0 when the line is absent. */
export async function summaryAmount(journey: Journey, key: string): Promise<number> {
  const lines = (await summary(journey).innerText())
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const label = journey.t(key);
  const at = lines.findIndex((line) => line.startsWith(label));
  if (at < 0) return 0;
  const own = lines[at].slice(label.length);
  return minorUnits(/\d/.test(own) ? own : lines[at + 1]);
}

export function summary(journey: Journey): Locator {
  const name = journey.t("checkout.summary");
  return journey.page.getByRole("complementary", { name }).or(journey.page.getByRole("region", { name })).first();
}

async function signUp(journey: Journey, email: string) {
  const { page } = journey;
  await journey.step(
    "sign-up",
    async () => {
      await page.goto(`${SHOP_URL}/auth/signup?by=email`);
      await journey.hydrated();
      await page.fill('main input[name="account"]', email);
      await passSlide(page);
      await page.click('main button[value="send-code"]');
      await page.waitForSelector('main [role="status"]');
      const sent = await latest(email);
      if (!sent?.code) throw new Error(`no sign-up code in the outbox for ${email}`);
      await page.fill('main input[name="code"]', sent.code);
      await page.fill('main input[name="password"]', "journey password 1");
      await page.check('main input[name="agree"]');
      await page.click('main button[value="signup"]:not(.hidden)');
      await page.waitForURL((url) => !url.pathname.endsWith("/auth/signup"));
    },
    async () => {
      // The code just typed proved the address: no "Verify your email" detour after it.
      journey.expect
        .soft(new URL(page.url()).pathname, journey.say("sign-up with a proven email is not sent to verify it"))
        .not.toContain("/auth/verify-prompt");
      journey.expect
        .soft(
          await page.getByRole("heading", { name: journey.t("pages.verifyPrompt") }).count(),
          journey.say('no "Verify your email" heading'),
        )
        .toBe(0);
    },
  );
}

async function claimWelcome(journey: Journey) {
  const { page } = journey;
  await journey.step("claim-coupon", async () => {
    await page.goto(`${SHOP_URL}/coupon/welcome-10`);
    await journey.hydrated();
    const claim = page.getByRole("button", { name: journey.t("coupon.claim") });
    if (await claim.count()) {
      await claim.click();
      // The claim's own answer (the code is on the page before the claim too): a journey that
      // moved on before it came would abandon a claim still on its way (ADR 314 holds the first
      // submission until the page's lazily loaded parts are in).
      await page.locator("main").getByRole("status").filter({ hasText: "WELCOME10" }).waitFor();
    }
  });
}

/** The header's category menu: open it (the phone's "Menu" first), then a category's "View all". */
async function openCategory(journey: Journey): Promise<string> {
  const { page } = journey;
  const menu = page.getByRole("navigation", { name: journey.t("site.menu") });
  let category = "";
  await journey.step(
    "menu-open",
    async () => {
      await page.goto(`${SHOP_URL}/`);
      await journey.hydrated();
      if (journey.phone) await menu.getByText(journey.t("site.menu"), { exact: true }).click();
      const top = menu
        .locator("summary")
        .filter({ visible: true })
        .filter({ hasNotText: journey.t("site.menu") });
      category = (await top.first().innerText()).trim();
      await top.first().click();
      await menu
        .getByRole("link", { name: journey.t("site.viewAll") })
        .filter({ visible: true })
        .first()
        .waitFor();
    },
    async () => {
      // The open menu itself fits the window: no entry reaches past its right edge.
      const width = page.viewportSize()?.width ?? Infinity;
      const rights = await menu
        .getByRole("link")
        .filter({ visible: true })
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().right)));
      journey.expect
        .soft(Math.max(0, ...rights), journey.say(`the open menu fits the ${width}px window`))
        .toBeLessThanOrEqual(width);
    },
  );
  await journey.step(
    "category",
    async () => {
      await menu
        .getByRole("link", { name: journey.t("site.viewAll") })
        .filter({ visible: true })
        .first()
        .click();
      await page.waitForURL(/\/category\//);
      await journey.hydrated();
    },
    async () => {
      journey.expect
        .soft(await page.getByRole("heading", { level: 1 }).innerText(), journey.say("the category page is open"))
        .toContain(category);
      // After choosing, the menu is closed: none of its links stays shown over the page.
      const open = await journey.settle(
        () => menu.getByRole("link").filter({ visible: true }).count(),
        (count) => count === 0,
      );
      journey.expect.soft(open, journey.say("the category menu closes after choosing a category")).toBe(0);
    },
  );
  return category;
}

async function filterListing(journey: Journey) {
  const { page } = journey;
  const filters = page.getByRole("form", { name: journey.t("catalogue.filters") });
  await journey.step(
    "filter",
    async () => {
      // On a phone the filters are in a drawer: open it first (its button says "Filters").
      const drawer = page.locator('label[for="facet-drawer"]').first();
      if (await drawer.isVisible()) await drawer.click();
      await filters.getByLabel(journey.t("catalogue.priceFrom"), { exact: false }).fill(String(PRICE_FLOOR));
      await filters.getByLabel(journey.t("catalogue.priceTo"), { exact: false }).fill(String(PRICE_CEILING));
      await filters.getByLabel(journey.t("catalogue.inStockOnly")).check();
      await filters.locator("button[type=submit]:visible").click();
      await page.waitForURL(/inStock=1/);
      await journey.hydrated();
    },
    async () => {
      const cards = await page.locator('main a[href*="/product/"]').allInnerTexts();
      const prices = cards.map((card) => Math.min(...amountsIn(card))).filter(Number.isFinite);
      journey.expect.soft(prices.length, journey.say("the filtered listing shows products")).toBeGreaterThan(0);
      for (const price of prices) {
        journey.expect
          .soft(price, journey.say("every listed price is within the filter"))
          .toBeGreaterThanOrEqual(PRICE_FLOOR * 100);
        journey.expect
          .soft(price, journey.say("every listed price is within the filter"))
          .toBeLessThanOrEqual(PRICE_CEILING * 100);
      }
    },
  );
}

async function addToCart(journey: Journey, product: Bought["product"]) {
  const { page } = journey;
  await journey.step(
    "add-to-cart",
    async () => {
      await page.getByRole("button", { name: journey.t("cart.addToCart") }).click();
      if (!journey.js) await page.waitForLoadState("load");
    },
    async () => {
      // "Added" names the product in a status message, with JavaScript and without.
      const said = page.getByRole("status").filter({ hasText: product.title }).filter({ visible: true });
      const count = await journey.settle(
        () => said.count(),
        (value) => value > 0,
      );
      journey.expect.soft(count, journey.say(`a visible status says "${product.title}" was added`)).toBeGreaterThan(0);
    },
  );
}

async function toCheckout(journey: Journey) {
  const { page } = journey;
  await journey.step("cart", async () => {
    if (journey.js) {
      const drawer = page.getByRole("dialog", { name: journey.t("cart.drawer") });
      await drawer.waitFor();
      await drawer.getByRole("button", { name: journey.t("cart.checkout") }).click();
    } else {
      await page.goto(`${SHOP_URL}/cart`);
      await page.getByRole("button", { name: journey.t("cart.checkout") }).click();
    }
    await page.waitForURL(/\/checkout\/[a-f0-9]+/);
    await journey.hydrated();
  });
}

export const ADDRESS = { ...OAKLAND, firstName: "Ada", lastName: "Journey" };
const ADDRESS_FIELDS = ["firstName", "lastName", "province", "city", "address", "postalCode", "phone"] as const;

/** A typed field of the new address (not the hidden copies other forms keep, nor the address choice). */
function addressField(journey: Journey, name: string) {
  return journey.page.locator(`main input[name=${name}]:not([type=hidden]):not([type=radio])`);
}

async function fillAddress(journey: Journey) {
  const { page } = journey;
  await page.selectOption("main select[name=country]", ADDRESS.country);
  for (const name of ADDRESS_FIELDS) await addressField(journey, name).fill(String(ADDRESS[name]));
  await page.fill("main input[name=countryCode]", ADDRESS.countryCode);
}

/** The typed address fields the shopper still sees filled. */
async function addressKept(journey: Journey): Promise<boolean> {
  for (const name of ADDRESS_FIELDS) {
    const field = addressField(journey, name);
    if (!(await field.count()) || (await field.inputValue()) !== String(ADDRESS[name])) return false;
  }
  return true;
}

/** A shipping method chosen: with JavaScript the totals follow at once, without "Update totals". */
async function chooseShipping(journey: Journey, id: string) {
  const { page } = journey;
  const radio = page.locator(`main input[name=shippingMethodId][value=${id}]`);
  if (!journey.js) {
    await radio.check();
    await page.getByRole("button", { name: journey.t("checkout.updateTotals") }).click();
    await page.waitForLoadState("load");
    return;
  }
  if (await radio.isChecked()) return;
  // The checkout's own quote (a POST to this page), not another call the page makes meanwhile.
  const quoted = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.includes("/checkout/"),
  );
  await radio.check();
  await quoted;
  await journey.settle(
    () => page.locator('main [aria-busy="true"]').count(),
    (count) => count === 0,
  );
}

type Totals = { subtotal: number; shipping: number; discount: number; total: number };

async function totals(journey: Journey): Promise<Totals> {
  return {
    subtotal: await summaryAmount(journey, "checkout.subtotal"),
    shipping: await summaryAmount(journey, "checkout.shippingFee"),
    discount: await summaryAmount(journey, "checkout.couponDiscount"),
    total: minorUnits(await journey.page.getByTestId("checkout-total").innerText()),
  };
}

/** WELCOME10 is 10 % of the subtotal, rounded down; the total is what remains plus shipping. */
function expectDiscounted(journey: Journey, seen: Totals, when: string) {
  const discount = Math.floor(seen.subtotal / 10);
  journey.expect.soft(seen.discount, journey.say(`WELCOME10's discount is shown ${when}`)).toBe(discount);
  journey.expect
    .soft(seen.total, journey.say(`the total is subtotal + shipping − discount ${when}`))
    .toBe(seen.subtotal + seen.shipping - discount);
}

export { addressKept, addToCart, chooseShipping, claimWelcome, expectDiscounted, fillAddress };
export { filterListing, openCategory, signUp, toCheckout, totals };
