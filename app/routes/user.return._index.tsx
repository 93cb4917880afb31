/** The customer's after-sales applications (features/returns/ReturnListScreen.tsx): tabs by status, pages, refund requests. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadReturnListPage } from "~/features/returns/return-list.server";
import { ReturnListScreen } from "~/features/returns/ReturnListScreen";

export const loader = (args: LoaderFunctionArgs) => loadReturnListPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "returns.title" };

export default function Screen() {
  return <ReturnListScreen loaded={useLoaderData<typeof loader>()} />;
}
