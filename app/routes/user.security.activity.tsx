/** Security activity: sign-ins, sign-outs, password, email and mobile changes, newest first. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadAccountPage } from "~/features/account/account-data.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { pageParam } from "~/features/account/user-center";
import { AppScreen } from "~/components/page/AppScreen";
import { EventList } from "~/features/account/EventList";
import { UserNav } from "~/features/account/UserNav";

export const loader = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call("user/activity", { page: pageParam(args.request) }));
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userSecurityActivity" };

export default function Screen() {
  const { screen } = useLoaderData<typeof loader>();
  return (
    <AppScreen titleKey="pages.userSecurityActivity">
      <UserNav />
      <EventList events={screen} namespace="security" />
    </AppScreen>
  );
}
