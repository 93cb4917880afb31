/** The user center (features/account/UserCenterScreen.tsx): figures, quick links, the latest orders. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadUserCenter } from "~/features/account/user-center.server";
import { UserCenterScreen } from "~/features/account/UserCenterScreen";

export const loader = (args: LoaderFunctionArgs) => loadUserCenter(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userCenter" };

export default function Screen() {
  return <UserCenterScreen loaded={useLoaderData<typeof loader>()} />;
}
