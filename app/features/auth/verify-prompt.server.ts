/** The verify prompt's loader and action (routes/auth.verify-prompt.tsx): the account's email, and sending the link again. */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loadPage } from "~/lib/page.server";
import { failureReply } from "~/lib/action-failure.server";
import { afterSignIn, requireSession } from "~/lib/session.server";

export async function loadVerifyPrompt(args: LoaderFunctionArgs) {
  const [user, page] = await Promise.all([requireSession(args), loadPage(args)]);
  const next = afterSignIn(args.request, new URL(args.request.url).searchParams.get("redirect"));
  return data({ ...page.data, email: user.email, verified: user.emailVerified, next }, page.init ?? undefined);
}

export async function resendVerifyAction(args: ActionFunctionArgs) {
  const user = await requireSession(args);
  try {
    await args.context.upstream.call("auth/resendVerify");
    return { sentTo: user.email, result: null };
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ sentTo: null, result }, { status: status === 429 ? 429 : 400 });
  }
}
