/** GET /auth/wechat: off to WeChat's QR login page, with a state bound to this browser (features/auth/wechat-signin.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { startWechatSignin } from "~/features/auth/wechat-signin.server";

export const loader = (args: LoaderFunctionArgs) => startWechatSignin(args);
