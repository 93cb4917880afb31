/**
 * Bind an email or mobile number to the signed-in account (features/auth/BindScreen.tsx,
 * bind.server.ts): where a first WeChat sign-in lands.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { bindAction, loadBind } from "~/features/auth/bind.server";
import { BindScreen } from "~/features/auth/BindScreen";

export const loader = (args: LoaderFunctionArgs) => loadBind(args);
export const action = (args: ActionFunctionArgs) => bindAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.bind" };

export default function Screen() {
  return <BindScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
