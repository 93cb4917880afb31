/** One after-sales application (features/returns/ReturnDetailScreen.tsx): its progress, cancelling and logistics. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadReturnDetail, returnDetailAction } from "~/features/returns/return-detail.server";
import { ReturnDetailScreen } from "~/features/returns/ReturnDetailScreen";

export const loader = (args: LoaderFunctionArgs) => loadReturnDetail(args);
export const action = (args: ActionFunctionArgs) => returnDetailAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "returns.title" };

export default function Screen() {
  return <ReturnDetailScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
