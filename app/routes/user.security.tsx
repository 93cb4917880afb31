/** Security (features/account/SecurityScreen.tsx): the live sessions and signing them out. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadSecurity, securityAction } from "~/features/account/security.server";
import { SecurityScreen } from "~/features/account/SecurityScreen";

export const loader = (args: LoaderFunctionArgs) => loadSecurity(args);
export const action = (args: ActionFunctionArgs) => securityAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userSecurity" };

export default function Screen() {
  return <SecurityScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
