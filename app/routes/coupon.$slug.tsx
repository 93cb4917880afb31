/** One coupon and its claim (features/catalogue/CouponScreen.tsx, coupon-claim.server.ts). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { loadPage, type PageLoaderData } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { claimCouponAction } from "~/features/catalogue/coupon-claim.server";
import { CouponScreen } from "~/features/catalogue/CouponScreen";

// Claimed or not is the shopper's own: a shopper's coupon page is rendered for them (ADR 270).
export const loader = (args: LoaderFunctionArgs) => loadPage(args, { neverStitched: true });
export const action = (args: ActionFunctionArgs) => claimCouponAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;

export default function Screen() {
  return <CouponScreen loaded={useLoaderData<PageLoaderData>()} answer={useActionData<typeof action>()} />;
}
