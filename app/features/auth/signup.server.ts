/**
 * Sign-up's loader and action (routes/auth.signup.tsx), by email or by mobile number. The code
 * goes to the account; the backend judges the human check (ADR 105) on "Send code" and on
 * "Create account": one slide does for both, since the form keeps the challenge it sent a code with.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod/v4";
import { loadPage } from "~/lib/page.server";
import { failureReply } from "~/lib/action-failure.server";
import { afterSignIn, redirectSignedIn } from "~/lib/session.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { sessionCookie } from "../../../functions/contract/session-cookie";
import { accountLabel, accountPayload, signupCodeSchema, signupSchema } from "./auth-forms";
import { humanCheckInput, postedChallenge } from "./human-check-form";
import { loadHumanCheck } from "./human-check.server";
import type { SignupBy } from "./SignupForm";

const readBy = (url: URL): SignupBy => (url.searchParams.get("by") === "mobile" ? "mobile" : "email");

export async function loadSignup(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  const url = new URL(args.request.url);
  const [page, check] = await Promise.all([loadPage(args), loadHumanCheck(args)]);
  return data(
    { ...page.data, by: readBy(url), check, next: afterSignIn(args.request, url.searchParams.get("redirect")) },
    page.init ?? undefined,
  );
}

export async function signupAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const formData = await request.formData();
  const sending = formData.get("intent") === "send-code";
  const submission = parseWithZod(formData, { schema: sending ? signupCodeSchema : signupSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), notice: null, kept: null }, { status: 422 });
  const value = submission.value as {
    by: SignupBy;
    account: string;
    countryCode?: string;
    code?: string;
    password?: string;
    redirect?: string;
  };
  const humanCheck = humanCheckInput(formData);
  const account = accountPayload(value);
  const upstream = context.upstream;
  try {
    if (sending) {
      await upstream.call("auth/sendCode", { ...account, scene: "signup", humanCheck });
      return { result: submission.reply(), notice: accountLabel(value), kept: postedChallenge(formData) };
    }
    // signupSchema requires both (only the send-code branch, which returned above, lacks them).
    const { token } = await upstream.call("auth/signup", {
      ...account,
      code: value.code ?? "",
      password: value.password ?? "",
      agree: true,
      humanCheck,
    });
    // The code proved the email (or mobile): the account is verified, so straight on, no verify prompt.
    const next = afterSignIn(request, value.redirect);
    return redirect(next, { headers: { "set-cookie": sessionCookie(token, context.session.secure) } });
  } catch (error) {
    return data(
      {
        result: failureReply(error, args, {
          submission,
          fields: ["account", "countryCode", "code", "password", "agree", "humanCheck"],
          hideFields: SECRET_FIELDS,
        }).result,
        notice: null,
        kept: null,
      },
      { status: 400 },
    );
  }
}
