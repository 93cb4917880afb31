/**
 * Sign-up by email or by mobile number (features/auth/SignupScreen.tsx, signup.server.ts). The
 * code goes to the account; a signed-in shopper is sent on.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadSignup, signupAction } from "~/features/auth/signup.server";
import { SignupScreen } from "~/features/auth/SignupScreen";

export const loader = (args: LoaderFunctionArgs) => loadSignup(args);
export const action = (args: ActionFunctionArgs) => signupAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.signup", descriptionKey: "meta.signup" };

export default function Screen() {
  return <SignupScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
