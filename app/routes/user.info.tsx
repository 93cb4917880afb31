/** Personal info (features/account/ProfileScreen.tsx): avatar, name and nickname, bio and birthday. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadProfile, profileAction } from "~/features/account/profile.server";
import { ProfileScreen } from "~/features/account/ProfileScreen";

export const loader = (args: LoaderFunctionArgs) => loadProfile(args);
export const action = (args: ActionFunctionArgs) => profileAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userInfo" };

export default function Screen() {
  return <ProfileScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
