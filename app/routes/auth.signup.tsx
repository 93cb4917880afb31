/**
 * Sign-up by email or by mobile number (tabs as links). The code goes to the account; the
 * backend judges the human check (ADR 105) on "Send code" and on "Create account": one slide
 * does for both, since the form keeps the challenge it sent a code with.
 * Email accounts then see the verify prompt; a signed-in shopper is sent on.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { accountLabel, accountPayload, signupCodeSchema, signupSchema } from "~/features/auth/auth-forms";
import { failureReply } from "~/lib/action-failure.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { humanCheckInput, postedChallenge } from "~/features/auth/human-check-form";
import { loadHumanCheck } from "~/features/auth/human-check.server";
import { afterSignIn, redirectSignedIn } from "~/lib/session.server";
import { sessionCookie } from "../../functions/contract/session-cookie";
import { useLinks } from "~/lib/use-links";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { SignupForm, type SignupBy } from "~/features/auth/SignupForm";
import { AccountKindTabs } from "~/features/auth/AccountFields";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.signup", descriptionKey: "meta.signup" };

const readBy = (url: URL): SignupBy => (url.searchParams.get("by") === "mobile" ? "mobile" : "email");

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  const url = new URL(args.request.url);
  const [page, check] = await Promise.all([loadPage(args), loadHumanCheck(args)]);
  return data(
    { ...page.data, by: readBy(url), check, next: afterSignIn(args.request, url.searchParams.get("redirect")) },
    page.init ?? undefined,
  );
}

export async function action(args: ActionFunctionArgs) {
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

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  const { by, check, next } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout
      titleKey="auth.signupTitle"
      footer={
        <p>
          {t("auth.haveAccount")}{" "}
          <Link to={`${links.path("/auth/signin")}?redirect=${encodeURIComponent(next)}`} className="link link-primary">
            {t("auth.signinLink")}
          </Link>
        </p>
      }
    >
      <AccountKindTabs by={by} next={next} />
      <SignupForm
        key={by}
        by={by}
        check={actionData?.kept ? { kind: "slide", challenge: actionData.kept } : check}
        checkPassed={!!actionData?.kept}
        checkReset={actionData}
        lastResult={actionData?.result}
        notice={actionData?.notice ? t("auth.codeSent", { account: actionData.notice }) : null}
        redirectTo={next}
      />
    </AuthLayout>
  );
}
