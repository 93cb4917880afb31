/** After signing up by email (features/auth/VerifyPromptScreen.tsx, verify-prompt.server.ts). Needs a session. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadVerifyPrompt, resendVerifyAction } from "~/features/auth/verify-prompt.server";
import { VerifyPromptScreen } from "~/features/auth/VerifyPromptScreen";

export const loader = (args: LoaderFunctionArgs) => loadVerifyPrompt(args);
export const action = (args: ActionFunctionArgs) => resendVerifyAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.verifyPrompt" };

export default function Screen() {
  return <VerifyPromptScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
