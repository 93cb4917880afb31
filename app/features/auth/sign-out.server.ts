/**
 * Sign-out's loader and action (routes/auth.signout.tsx): the backend ends the session, the cookie
 * is cleared, and the browser loads the page it was on afresh (a user-only page: the home page;
 * after-sign-out.ts).
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { UpstreamError } from "~/lib/envelope";
import { safeRedirect } from "~/lib/session.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { clearSessionCookie } from "../../../functions/contract/session-cookie";
import { afterSignOut } from "./after-sign-out";

const home = (request: Request) => withLanguage("/", splitLanguage(new URL(request.url).pathname).prefix);

export const signOutLoader = ({ request }: ActionFunctionArgs) => redirect(home(request));

export async function signOutAction({ request, context }: ActionFunctionArgs) {
  // A post without the menu's form (no body) signs out too, and lands home.
  const form = await request.formData().catch(() => null);
  const page = safeRedirect(form?.get("redirectTo"), home(request));
  const upstream = context.upstream;
  try {
    await upstream.call("auth/signout");
  } catch (error) {
    // A session that already ended is signed out all the same.
    if (!(error instanceof UpstreamError)) throw error;
  }
  const { urlRules } = context.site;
  return redirect(afterSignOut(page, urlRules), {
    headers: { "set-cookie": clearSessionCookie(context.session.secure) },
  });
}
