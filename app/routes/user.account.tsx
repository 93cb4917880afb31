/** The account screen (features/account/AccountSettingsScreen.tsx): new email, mobile number and password. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { accountSettingsAction, loadAccountSettings } from "~/features/account/account-settings.server";
import { AccountSettingsScreen } from "~/features/account/AccountSettingsScreen";

export const loader = (args: LoaderFunctionArgs) => loadAccountSettings(args);
export const action = (args: ActionFunctionArgs) => accountSettingsAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userAccount" };

export default function Screen() {
  return <AccountSettingsScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
