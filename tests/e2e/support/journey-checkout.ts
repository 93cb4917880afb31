/**
 * Checkout and payment in the shopper's journey: a new address, Express, WELCOME10 (kept through
 * later shipping changes), the summary and coupon before "Place order", then a declined card that
 * says so and how to retry, and a paid one for exactly the total shown.
 */
import { api } from "./customer-order";
import { minorUnits, PATIENCE_MS, type Journey } from "./journey";
import {
  addressKept,
  chooseShipping,
  expectDiscounted,
  fillAddress,
  summary,
  totals,
  amountsIn,
} from "./journey-buying";

const DECLINED = "4000 0000 0000 0002";
const PAID = "4242 4242 4242 4242";

/** Top of an element on the page (document coordinates). */
async function topOf(journey: Journey, locator: ReturnType<Journey["page"]["locator"]>): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

export async function checkOut(journey: Journey): Promise<number> {
  const { page } = journey;
  const express = page.locator("main input[name=shippingMethodId][value=express]");
  const placeOrder = page.getByRole("button", { name: journey.t("checkout.placeOrder") });
  const couponField = page.getByLabel(journey.t("checkout.coupon"), { exact: true });
  await journey.step("new-address", () => fillAddress(journey));
  let before = await totals(journey);
  await journey.step(
    "express",
    async () => {
      await chooseShipping(journey, "express");
      before = await totals(journey);
    },
    async () => {
      journey.expect.soft(await express.isChecked(), journey.say("Express is chosen")).toBe(true);
      journey.expect
        .soft(before.total, journey.say("the total adds Express shipping"))
        .toBe(before.subtotal + before.shipping);
    },
  );
  await journey.step(
    "coupon",
    async () => {
      await couponField.fill("WELCOME10");
      // Apply re-prices the checkout: without JavaScript the page comes back from its post, with
      // it the summary changes in place. Either way the shopper waits for the discount (or a
      // message why there is none); the assertions below say which.
      const apply = page.getByRole("button", { name: journey.t("checkout.applyCoupon"), exact: true });
      if (journey.js) await apply.click();
      else await Promise.all([page.waitForNavigation(), apply.click()]);
      await journey.hydrated();
      await journey.settle(
        async () => (await summaryAmount(journey)) > 0 || (await couponMessage(journey)) !== "",
        (done) => done,
        PATIENCE_MS,
      );
    },
    async () => {
      const kept = await addressKept(journey);
      journey.expect.soft(kept, journey.say("applying the coupon keeps the address typed")).toBe(true);
      journey.expect.soft(await express.isChecked(), journey.say("applying the coupon keeps Express")).toBe(true);
      const after = await totals(journey);
      journey.expect
        .soft(after.shipping, journey.say("the shipping fee is Express's after the coupon"))
        .toBe(before.shipping);
      expectDiscounted(journey, after, "after Apply");
      journey.expect
        .soft(after.total, journey.say("the total drops by the discount"))
        .toBe(before.total - after.discount);
      // A shopper who lost the address re-types it and chooses Express again, as the form asks.
      if (!kept) await fillAddress(journey);
      if (!(await express.isChecked())) await chooseShipping(journey, "express");
    },
  );
  await journey.step(
    "shipping-again",
    async () => {
      await chooseShipping(journey, "standard");
      expectDiscounted(journey, await totals(journey), "after changing shipping to Standard");
      await chooseShipping(journey, "express");
    },
    async () => {
      journey.expect.soft(await express.isChecked(), journey.say("Express is chosen again")).toBe(true);
      expectDiscounted(journey, await totals(journey), "after changing shipping back to Express");
      // At any width the summary and the coupon come before "Place order" in reading order.
      const place = await topOf(journey, placeOrder);
      journey.expect
        .soft(await topOf(journey, summary(journey)), journey.say("the summary is above Place order"))
        .toBeLessThan(place);
      journey.expect
        .soft(await topOf(journey, couponField), journey.say("the coupon is above Place order"))
        .toBeLessThan(place);
    },
  );
  let shown = 0;
  await journey.step(
    "place-order",
    async () => {
      shown = (await totals(journey)).total;
      await page.locator("main input[name=paymentMethodId][value=card]").check();
      await placeOrder.click();
      await page.waitForURL(/\/checkout\/thankyou\?orderNo=\d+/);
      await journey.hydrated();
    },
    async () => {
      const pay = await page
        .getByRole("button", { name: new RegExp(journey.t("payment.pay", { amount: "" })) })
        .innerText();
      journey.expect
        .soft(amountsIn(pay)[0], journey.say("the card is asked for the total shown at Place order"))
        .toBe(shown);
    },
  );
  return shown;
}

/** Pays with `card`, then waits for the answer the shopper should see (`expected`, up to 20 s). */
async function pay(journey: Journey, card: string, expected: string[]) {
  const { page } = journey;
  await page.getByLabel(journey.t("payment.cardNumber")).fill(card);
  await page.getByRole("button", { name: new RegExp(journey.t("payment.pay", { amount: "" })) }).click();
  await page.waitForLoadState("load");
  await journey.settle(
    () => page.locator("main").innerText(),
    (main) => expected.some((line) => main.includes(line)),
    20_000,
  );
}

export async function payDeclinedThenPaid(journey: Journey, orderNo: string, shown: number, sid: string) {
  const { page } = journey;
  await journey.step(
    "card-declined",
    () => pay(journey, DECLINED, [journey.t("backend.cardDeclined"), journey.t("payment.failure.card_declined")]),
    async () => {
      const heading = await page.getByRole("heading", { level: 1 }).innerText();
      journey.expect
        .soft(heading, journey.say('a declined card is not met with "Thank you"'))
        .not.toBe(journey.t("checkout.thankyouTitle"));
      const main = await page.locator("main").innerText();
      const says = [journey.t("backend.cardDeclined"), journey.t("payment.failure.card_declined")];
      journey.expect
        .soft(
          says.some((line) => main.includes(line)),
          journey.say("the page says the card was declined"),
        )
        .toBe(true);
      // How to retry: the card form is still there to pay again.
      journey.expect
        .soft(
          await page.getByLabel(journey.t("payment.cardNumber")).isVisible(),
          journey.say("the card form is there to retry"),
        )
        .toBe(true);
      if (journey.js) {
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          return { name: element?.getAttribute("name") ?? "", text: element?.textContent ?? "" };
        });
        journey.expect
          .soft(
            focused.name === "cardNumber" || says.some((line) => focused.text.includes(line)),
            journey.say("after a declined card, focus is on the card number or the message"),
          )
          .toBe(true);
      }
    },
  );
  await journey.step(
    "card-paid",
    () => pay(journey, PAID, [journey.t("payment.paid")]),
    async () => {
      journey.expect
        .soft(await page.locator("main").innerText(), journey.say("the payment went through"))
        .toContain(journey.t("payment.paid"));
      const order = (await api("order/detail", { orderNo }, { cookie: `sid=${sid}` })).data;
      journey.expect.soft(order.payStatus, journey.say("the order is paid")).toBe("paid");
      journey.expect.soft(order.total, journey.say("the amount charged is the total shown at Place order")).toBe(shown);
    },
  );
}

/** What the coupon box says under the code (why it does not apply), "" when nothing. */
async function couponMessage(journey: Journey): Promise<string> {
  const field = journey.page.getByLabel(journey.t("checkout.coupon"), { exact: true });
  const described = await field.getAttribute("aria-describedby").catch(() => null);
  if (!described) return "";
  return (
    await journey.page
      .locator(`[id="${described}"]`)
      .innerText()
      .catch(() => "")
  ).trim();
}

function summaryAmount(journey: Journey): Promise<number> {
  return totals(journey).then((seen) => seen.discount);
}

export { minorUnits };
