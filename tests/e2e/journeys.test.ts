/**
 * One shopper's journey, walked as a shopper does, in three ways at once against one shop:
 * JavaScript on at desktop width, JavaScript on at phone width (touch, mobile browser), and
 * JavaScript off. Sign-up → category from the header menu → filters → a product in another
 * colour → cart → checkout with a new address, Express and WELCOME10 → a declined card, then a
 * paid one → the confirmation mail → the order → a refund among the returns → favourites →
 * Deutsch and euros → a second checkout with the saved address → sign-out and sign-in by code.
 * Each step saves a screenshot under test-results/journeys/<mode>/; assertions are soft, so one
 * run lists every step that fails (see tests/e2e/support/journey.ts).
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/shop";
import { resetRateLimits } from "./support/accounts";
import { Journey, MODES, journeyContext } from "./support/journey";
import {
  addToCart,
  claimWelcome,
  filterListing,
  openCategory,
  signUp,
  toCheckout,
  type Bought,
} from "./support/journey-buying";
import { chooseProduct } from "./support/journey-product";
import { checkOut, payDeclinedThenPaid } from "./support/journey-checkout";
import { confirmationMail, favourites, germanAndEuros, refund } from "./support/journey-account";
import { secondCheckout, signOutAndIn } from "./support/journey-return";

let browser: Browser;
beforeAll(async () => {
  resetRateLimits();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent("a shopper's journey", () => {
  // No retry: a journey is long, and its soft assertions already report every failing step.
  it.for(MODES.map((mode, index) => ({ ...mode, index })))(
    "$mode",
    { timeout: 420_000, retry: 0 },
    async ({ mode, index }, { expect }) => {
      const context = await journeyContext(browser, mode, `203.0.113.${10 + index}`);
      const journey = await Journey.start(context, mode, expect);
      const email = `journey-${mode}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      try {
        await signUp(journey, email);
        const sid = (await context.cookies()).find((cookie) => cookie.name === "sid")?.value ?? "";
        await claimWelcome(journey);
        await openCategory(journey);
        await filterListing(journey);
        const product = await chooseProduct(journey);
        await addToCart(journey, product);
        await toCheckout(journey);
        const totalAtPlace = await checkOut(journey);
        const orderNo = new URL(journey.page.url()).searchParams.get("orderNo")!;
        const bought: Bought = { email, product, orderNo, totalAtPlace };
        await payDeclinedThenPaid(journey, orderNo, totalAtPlace, sid);
        await confirmationMail(journey, bought);
        await refund(journey, bought);
        await favourites(journey, bought);
        await germanAndEuros(journey);
        await secondCheckout(journey, bought);
        await signOutAndIn(journey, email);
        expect
          .soft(
            journey.problems.filter((line) => !/\b4\d\d\b/.test(line)),
            journey.say("no page errors"),
          )
          .toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
