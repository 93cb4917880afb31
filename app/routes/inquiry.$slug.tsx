/** An inquiry form, e.g. /inquiry/quote (features/engagement/inquiry/InquiryScreen.tsx, inquiry.server.ts), then the thank-you page. */
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { inquiryAction, loadInquiryPage, type InquiryLoaderData } from "~/features/engagement/inquiry/inquiry.server";
import { InquiryScreen } from "~/features/engagement/inquiry/InquiryScreen";

export const loader = loadInquiryPage;
export const action = inquiryAction;
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.inquiry" };

export default function Screen() {
  return <InquiryScreen loaded={useLoaderData<InquiryLoaderData>()} answer={useActionData<typeof action>()} />;
}
