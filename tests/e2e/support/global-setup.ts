/**
 * One started shop (wrangler dev) for the whole browser suite, with its WeChat app pointed at a
 * fake WeChat on 127.0.0.1 (tests/support/fake-wechat.ts); tests read its address with inject("wechatUrl").
 */
import type { TestProject } from "vitest/node";
import { startFakeWechat } from "../../support/fake-wechat-server";
import { FAKE_WECHAT } from "../../support/fake-wechat";
import { startShop, stopShop } from "./shop";

declare module "vitest" {
  export interface ProvidedContext {
    wechatUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const wechat = await startFakeWechat();
  project.provide("wechatUrl", wechat.url);
  const shop = await startShop({ WECHAT_APP_ID: FAKE_WECHAT.appId, WECHAT_APP_SECRET: FAKE_WECHAT.appSecret, WECHAT_BASE_URL: wechat.url });
  return async () => {
    stopShop(shop);
    await wechat.close();
  };
}
