/**
 * One started shop (wrangler dev) for the whole browser suite, with its WeChat app pointed at a
 * fake WeChat on 127.0.0.1 (tests/support/fake-wechat.ts) and Stripe at a fake Stripe
 * (tests/support/fake-stripe.ts) whose hosted page sends its signed events to this shop; tests
 * read their addresses with inject("wechatUrl") and inject("stripeUrl").
 */
import type { TestProject } from "vitest/node";
import { startFakeWechat } from "../../support/fake-wechat-server";
import { FAKE_WECHAT } from "../../support/fake-wechat";
import { FAKE_STRIPE, startFakeStripe } from "../../support/fake-stripe";
import { SHOP_URL, startShop, stopShop } from "./shop";

declare module "vitest" {
  export interface ProvidedContext {
    wechatUrl: string;
    stripeUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const wechat = await startFakeWechat();
  project.provide("wechatUrl", wechat.url);
  const stripe = await startFakeStripe({ webhookUrl: `${SHOP_URL}/api/web/payment/webhook/stripe` });
  project.provide("stripeUrl", stripe.url);
  const shop = await startShop({
    WECHAT_APP_ID: FAKE_WECHAT.appId,
    WECHAT_APP_SECRET: FAKE_WECHAT.appSecret,
    WECHAT_BASE_URL: wechat.url,
    STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });
  return async () => {
    stopShop(shop);
    await wechat.close();
    await stripe.close();
  };
}
