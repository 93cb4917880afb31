/** Reset password with the code from auth/forget (features/auth/ResetPasswordScreen.tsx, reset-password.server.ts). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { resetPasswordAction } from "~/features/auth/reset-password.server";
import { ResetPasswordScreen } from "~/features/auth/ResetPasswordScreen";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const action = (args: ActionFunctionArgs) => resetPasswordAction(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.resetPassword" };

export default function Screen() {
  return <ResetPasswordScreen />;
}
