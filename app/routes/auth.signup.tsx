/**
 * Sign-up by email or by mobile number (tabs as links). The code goes to the account; the
 * slide check and the agreement are checked here, on the server, before the backend is asked.
 * Email accounts then see the verify prompt; a signed-in shopper is sent on.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { accountLabel, accountPayload, signupCodeSchema, signupSchema } from "~/lib/forms/auth";
import { failureReply } from "~/lib/forms/auth-reply.server";
import { slidePassed, slideProof } from "~/lib/forms/auth-slide-check.server";
import { afterSignIn, redirectSignedIn, secureCookies, sessionCookie } from "~/lib/session.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { useLinks } from "~/lib/use-links";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { SignupForm, type SignupBy } from "~/components/auth/SignupForm";
import { AccountKindTabs } from "~/components/auth/AccountFields";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.signup", descriptionKey: "meta.signup" };

const readBy = (url: URL): SignupBy => (url.searchParams.get("by") === "mobile" ? "mobile" : "email");

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  const url = new URL(args.request.url);
  const page = await loadPage(args);
  const proof = await slideProof(args.context.cloudflare.env.SESSION_SECRET);
  return data({ ...page.data, by: readBy(url), proof, next: afterSignIn(args.request, url.searchParams.get("redirect")) }, page.init ?? undefined);
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const formData = await request.formData();
  const sending = formData.get("intent") === "send-code";
  const submission = parseWithZod(formData, { schema: sending ? signupCodeSchema : signupSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 422 });
  const value = submission.value as { by: SignupBy; account: string; countryCode?: string; code?: string; password?: string; slide?: number; slideProof?: string; redirect?: string };
  const account = accountPayload(value);
  const upstream = getUpstream(context, { request, lang: await resolveLanguage(request) });
  try {
    if (sending) {
      await upstream.call("auth/sendCode", { ...account, scene: "signup" });
      return { result: submission.reply(), notice: accountLabel(value) };
    }
    if (!(await slidePassed(context.cloudflare.env.SESSION_SECRET, value.slideProof, value.slide ?? 0))) {
      return data({ result: submission.reply({ fieldErrors: { slide: ["validation.swipeFailed"] }, hideFields: ["password"] }), notice: null }, { status: 422 });
    }
    const { token } = await upstream.call<{ token: string }>("auth/signup", { ...account, code: value.code, password: value.password, agree: true });
    const { prefix } = splitLanguage(new URL(request.url).pathname);
    const next = afterSignIn(request, value.redirect);
    const to = value.by === "email" ? `${withLanguage("/auth/verify-prompt", prefix)}?redirect=${encodeURIComponent(next)}` : next;
    return redirect(to, { headers: { "set-cookie": sessionCookie(token, secureCookies(context.cloudflare.env)) } });
  } catch (error) {
    return data({ result: failureReply(submission, error, ["account", "countryCode", "code", "password", "agree"]), notice: null }, { status: 400 });
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  const { by, proof, next } = useLoaderData<typeof loader>();
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
        proof={proof}
        lastResult={actionData?.result}
        notice={actionData?.notice ? t("auth.codeSent", { account: actionData.notice }) : null}
        redirectTo={next}
      />
    </AuthLayout>
  );
}
