/** Feedback to the shop (features/engagement/inquiry/FeedbackScreen.tsx; its action in inquiry.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { feedbackAction } from "~/features/engagement/inquiry/inquiry.server";
import { FeedbackScreen } from "~/features/engagement/inquiry/FeedbackScreen";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = feedbackAction;
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.inquiryFeedback" };

export default function Screen() {
  return <FeedbackScreen answer={useActionData<typeof action>()} />;
}
