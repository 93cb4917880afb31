/**
 * After placing an order: its number, how it gets paid, and the way to pay it here
 * (features/checkout/ThankyouScreen.tsx, thankyou.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadThankyou, thankyouAction } from "~/features/checkout/thankyou.server";
import { ThankyouScreen } from "~/features/checkout/ThankyouScreen";

export const loader = (args: LoaderFunctionArgs) => loadThankyou(args);
export const action = (args: ActionFunctionArgs) => thankyouAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "checkout.thankyouTitle" };

export default function Screen() {
  return <ThankyouScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
