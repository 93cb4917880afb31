/** The mailed verification link lands here (features/auth/VerifyEmailScreen.tsx, verify-email.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { loadVerifyEmail } from "~/features/auth/verify-email.server";
import { VerifyEmailScreen } from "~/features/auth/VerifyEmailScreen";

export const loader = (args: LoaderFunctionArgs) => loadVerifyEmail(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.verifyEmail" };

export default function Screen() {
  return <VerifyEmailScreen loaded={useLoaderData<typeof loader>()} />;
}
