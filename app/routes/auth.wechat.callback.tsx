/** GET /auth/wechat/callback?code&state: WeChat sends the shopper back here; the state must match the browser's cookie. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { finishWechatSignin } from "~/features/auth/wechat-signin.server";

export const loader = (args: LoaderFunctionArgs) => finishWechatSignin(args);
