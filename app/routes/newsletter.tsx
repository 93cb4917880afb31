/**
 * The newsletter page, the action behind the footer form, and the screens of the mailed links
 * (features/engagement/NewsletterScreen.tsx, newsletter.server.ts). Works without JavaScript.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadNewsletter, newsletterAction } from "~/features/engagement/newsletter.server";
import { NewsletterScreen } from "~/features/engagement/NewsletterScreen";

export const loader = (args: LoaderFunctionArgs) => loadNewsletter(args);
export const action = (args: ActionFunctionArgs) => newsletterAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "newsletter.title" };

export default function Screen() {
  return <NewsletterScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
