/**
 * The security screen's loader and action (routes/user.security.tsx): the live sessions, and
 * signing out one of them or all the others. A signed-out session is refused on its next request
 * (code 51) and sent to sign-in.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply, formError } from "~/lib/action-failure.server";
import { loadAccountPage } from "./account-data.server";
import { securityActionSchema } from "./security-form";

export const loadSecurity = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, (upstream) => upstream.call("user/sessions"));

export async function securityAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const submission = parseWithZod(await request.formData(), { schema: securityActionSchema });
  if (submission.status !== "success") return data({ result: formError("errors.unknown") }, { status: 422 });
  const upstream = context.upstream;
  try {
    if (submission.value.intent === "revoke") {
      await upstream.call("user/sessions/revoke", { id: submission.value.id });
    } else {
      // One call per other session: the contract has no "all others" call, and a customer has few.
      const sessions = await upstream.call("user/sessions");
      await Promise.all(
        sessions
          .filter((session) => !session.current)
          .map((session) => upstream.call("user/sessions/revoke", { id: session.id })),
      );
    }
  } catch (error) {
    const { result, status } = failureReply(error, args);
    return data({ result }, { status });
  }
  return redirect(`${new URL(request.url).pathname}?done=${submission.value.intent}`);
}
