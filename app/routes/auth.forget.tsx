/** Forgotten password: a reset code to the account (features/auth/ForgetScreen.tsx, forget.server.ts). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { forgetAction, loadForget } from "~/features/auth/forget.server";
import { ForgetScreen } from "~/features/auth/ForgetScreen";

export const loader = (args: LoaderFunctionArgs) => loadForget(args);
export const action = (args: ActionFunctionArgs) => forgetAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.forget" };

export default function Screen() {
  return <ForgetScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
