/**
 * Sign-out (POST only, from the account menu): the backend ends the session, the cookie is
 * cleared, and the browser loads the home page afresh (the menu's form reloads the document,
 * and clears the localStorage mirror before it goes).
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { UpstreamError } from "~/lib/envelope";
import { clearSessionCookie, secureCookies } from "~/lib/session.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";

const home = (request: Request) => withLanguage("/", splitLanguage(new URL(request.url).pathname).prefix);

export const loader = ({ request }: ActionFunctionArgs) => redirect(home(request));

export async function action({ request, context }: ActionFunctionArgs) {
  try {
    await getUpstream(context, { request, lang: await resolveLanguage(request) }).call("auth/signout");
  } catch (error) {
    // A session that already ended is signed out all the same.
    if (!(error instanceof UpstreamError)) throw error;
  }
  return redirect(home(request), { headers: { "set-cookie": clearSessionCookie(secureCookies(context.cloudflare.env)) } });
}
