/** The phone's side of QR sign-in (features/auth/QrApprovalScreen.tsx, qr-approval.server.ts). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadQrApproval, qrApprovalAction } from "~/features/auth/qr-approval.server";
import { QrApprovalScreen } from "~/features/auth/QrApprovalScreen";

export const loader = (args: LoaderFunctionArgs) => loadQrApproval(args);
export const action = (args: ActionFunctionArgs) => qrApprovalAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "auth.qrApproveTitle" };

export default function Screen() {
  return <QrApprovalScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
