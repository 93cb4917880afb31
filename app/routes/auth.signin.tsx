/**
 * Sign-in (features/auth/SigninScreen.tsx, signin.server.ts): by password, by a code sent to the
 * account, or by scanning a QR code with a signed-in phone. A signed-in shopper is sent on.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadSignin, signinAction } from "~/features/auth/signin.server";
import { SigninScreen } from "~/features/auth/SigninScreen";

export const loader = (args: LoaderFunctionArgs) => loadSignin(args);
export const action = (args: ActionFunctionArgs) => signinAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.signin", descriptionKey: "meta.signin" };

export default function Screen() {
  return <SigninScreen loaded={useLoaderData<typeof loader>()} answer={useActionData<typeof action>()} />;
}
