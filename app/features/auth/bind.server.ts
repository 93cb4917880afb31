/**
 * Binding an email or mobile number to the signed-in account (routes/auth.bind.tsx): where a
 * first WeChat sign-in lands. The code comes from auth/sendCode with scene "bind".
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage } from "~/lib/page.server";
import { failureReply } from "~/lib/action-failure.server";
import { afterSignIn, requireSession } from "~/lib/session.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { accountLabel, accountPayload, bindCodeSchema, bindSchema } from "./auth-forms";
import type { SignupBy } from "./AccountFields";
import { humanCheckInput } from "./human-check-form";
import { loadHumanCheck } from "./human-check.server";

export async function loadBind(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const [, page, check] = await Promise.all([requireSession(args), loadPage(args), loadHumanCheck(args)]);
  const by: SignupBy = url.searchParams.get("by") === "mobile" ? "mobile" : "email";
  return data(
    { ...page.data, by, check, next: afterSignIn(args.request, url.searchParams.get("redirect")) },
    page.init ?? undefined,
  );
}

export async function bindAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const sending = formData.get("intent") === "send-code";
  const submission = parseWithZod(formData, { schema: sending ? bindCodeSchema : bindSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 422 });
  const value = submission.value as {
    by: SignupBy;
    account: string;
    countryCode?: string;
    code?: string;
    redirect?: string;
  };
  const account = accountPayload(value);
  const upstream = context.upstream;
  try {
    if (sending) {
      await upstream.call("auth/sendCode", { ...account, scene: "bind", humanCheck: humanCheckInput(formData) });
      return { result: submission.reply(), notice: accountLabel(value) };
    }
    // bindSchema requires the code (only the send-code branch, which returned above, lacks it).
    await upstream.call("auth/bind", { ...account, code: value.code ?? "" });
    return redirect(afterSignIn(request, value.redirect));
  } catch (error) {
    return data(
      {
        result: failureReply(
          error,
          { request, context },
          { submission, fields: ["account", "countryCode", "code", "humanCheck"], hideFields: SECRET_FIELDS },
        ).result,
        notice: null,
      },
      { status: 400 },
    );
  }
}
