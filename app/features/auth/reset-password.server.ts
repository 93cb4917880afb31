/** Reset password's action (routes/auth.reset-password.tsx): with the code from auth/forget; every session ends. */
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { failureReply } from "~/lib/action-failure.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { clearSessionCookie } from "../../../functions/contract/session-cookie";
import { accountPayload, resetPasswordSchema } from "./auth-forms";

export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  const { code, password } = submission.value;
  try {
    await context.upstream.call("auth/resetPassword", { ...accountPayload(submission.value), code, password });
  } catch (error) {
    return data(
      {
        result: failureReply(
          error,
          { request, context },
          { submission, fields: ["account", "countryCode", "code", "password"], hideFields: SECRET_FIELDS },
        ).result,
      },
      { status: 400 },
    );
  }
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  // The reset ended every session, this browser's included.
  return redirect(`${withLanguage("/auth/signin", prefix)}?reset=1`, {
    headers: { "set-cookie": clearSessionCookie(context.session.secure) },
  });
}
