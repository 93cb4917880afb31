/**
 * Forgotten password's loader and action (routes/auth.forget.tsx): the account gets a reset code
 * (the same answer whether it exists or not), after the human check.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage } from "~/lib/page.server";
import { failureReply } from "~/lib/action-failure.server";
import { redirectSignedIn } from "~/lib/session.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { accountPayload, forgetSchema } from "./auth-forms";
import { humanCheckInput } from "./human-check-form";
import { loadHumanCheck } from "./human-check.server";

export async function loadForget(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  const [page, check] = await Promise.all([loadPage(args), loadHumanCheck(args)]);
  return data({ ...page.data, check }, page.init ?? undefined);
}

export async function forgetAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgetSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  try {
    await context.upstream.call("auth/forget", {
      ...accountPayload(submission.value),
      humanCheck: humanCheckInput(formData),
    });
  } catch (error) {
    return data(
      {
        result: failureReply(
          error,
          { request, context },
          { submission, fields: ["account", "countryCode", "humanCheck"], hideFields: SECRET_FIELDS },
        ).result,
      },
      { status: 400 },
    );
  }
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  // The reset form starts with the same account and country code.
  const sent = accountPayload(submission.value);
  const search = new URLSearchParams({
    account: sent.account,
    ...(sent.countryCode ? { countryCode: sent.countryCode } : {}),
  });
  return redirect(`${withLanguage("/auth/reset-password", prefix)}?${search}`);
}
