/**
 * Sign-in: by password, by a code sent to the account, or by scanning a QR code with a signed-in
 * phone. Tabs and forms work without JavaScript; a signed-in shopper is sent on.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { accountLabel, accountPayload, signinSchemaFor } from "~/features/auth/auth-forms";
import { failureReply } from "~/lib/action-failure.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { afterSignIn, redirectSignedIn, signedInRedirect } from "~/lib/session.server";
import { loadQrSignin } from "~/features/auth/qr-signin.server";
import { useLinks } from "~/lib/use-links";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { SIGNIN_TABS, SigninTabs, type SigninTab } from "~/features/auth/SigninTabs";
import { PasswordSigninForm } from "~/features/auth/PasswordSigninForm";
import { CodeSigninForm as CodeSigninFormOnServer } from "~/features/auth/CodeSigninForm";
import { QrSignin as QrSigninOnServer } from "~/features/auth/QrSignin";
import { WechatSignin } from "~/features/auth/WechatSignin";
import { signinProviders } from "~/features/auth/wechat-signin.server";
import { humanCheckInput } from "~/features/auth/human-check-form";
import { loadHumanCheck } from "~/features/auth/human-check.server";
import { sessionEnded } from "~/lib/sign-in-link";

// The code and QR tabs are pages of their own (`?tab=`): in the browser their code (the human
// check, the socket client) loads only there, and the server's HTML stands until it has. The
// server renders them directly (a whole document, also without JavaScript); `import.meta.env.SSR`
// drops those static imports from the browser build (ADR 165).
const CodeSigninForm = import.meta.env.SSR
  ? CodeSigninFormOnServer
  : lazy(() => import("~/features/auth/CodeSigninForm").then((module) => ({ default: module.CodeSigninForm })));
const QrSignin = import.meta.env.SSR
  ? QrSigninOnServer
  : lazy(() => import("~/features/auth/QrSignin").then((module) => ({ default: module.QrSignin })));

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.signin", descriptionKey: "meta.signin" };

function readTab(url: URL): SigninTab {
  const tab = url.searchParams.get("tab");
  return SIGNIN_TABS.find((known) => known === tab) ?? "password";
}

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  const url = new URL(args.request.url);
  const tab = readTab(url);
  const [page, qr, providers, check] = await Promise.all([
    loadPage(args),
    tab === "qr" ? loadQrSignin(args) : null,
    signinProviders(args),
    tab === "code" ? loadHumanCheck(args) : null,
  ]);
  const wechatFailed = url.searchParams.get("error") === "wechat";
  return data(
    {
      ...page.data,
      tab,
      qr,
      check,
      wechat: providers.wechat,
      wechatFailed,
      next: afterSignIn(args.request, url.searchParams.get("redirect")),
    },
    page.init ?? undefined,
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const submission = parseWithZod(formData, { schema: signinSchemaFor(intent) });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 422 });
  const upstream = context.upstream;
  const value = submission.value as {
    account: string;
    countryCode?: string;
    password?: string;
    code?: string;
    redirect?: string;
  };
  try {
    if (intent === "send-code") {
      await upstream.call("auth/sendCode", {
        ...accountPayload(value),
        scene: "signin",
        humanCheck: humanCheckInput(formData),
      });
      return { result: submission.reply(), notice: accountLabel(value) };
    }
    const proof = intent === "password" ? { password: value.password } : { code: value.code };
    const { token } = await upstream.call("auth/signin", { ...accountPayload(value), ...proof });
    return signedInRedirect(args, token, value.redirect);
  } catch (error) {
    return data(
      {
        result: failureReply(error, args, {
          submission,
          fields: ["account", "countryCode", "password", "code", "humanCheck"],
          hideFields: SECRET_FIELDS,
        }).result,
        notice: null,
      },
      { status: 400 },
    );
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  const [params] = useSearchParams();
  const { tab, qr, check, wechat, wechatFailed, next } = useLoaderData<typeof loader>();
  const notice = params.get("reset") ? t("auth.resetDone") : null;
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout
      titleKey="auth.signinTitle"
      footer={
        <p>
          {t("auth.newHere")}{" "}
          <Link to={links.path("/auth/signup")} className="link link-primary">
            {t("auth.createAccount")}
          </Link>
        </p>
      }
    >
      {sessionEnded(params) ? (
        // Codes 50/51 sent the shopper here: the spec's "login error".
        <p role="alert" className="mb-3 alert text-sm alert-error" data-session-ended>
          {t("errors.loginError")}
        </p>
      ) : null}
      {wechatFailed ? (
        <p role="alert" className="mb-3 alert text-sm alert-error">
          {t("auth.wechatFailed")}
        </p>
      ) : null}
      <SigninTabs current={tab} redirectTo={next} />
      {tab === "password" ? (
        <PasswordSigninForm lastResult={actionData?.result} notice={notice} redirectTo={next} />
      ) : null}
      <Suspense fallback={null}>
        {tab === "code" ? (
          <CodeSigninForm
            check={check}
            checkReset={actionData}
            lastResult={actionData?.result}
            notice={actionData?.notice ? t("auth.codeSent", { account: actionData.notice }) : null}
            redirectTo={next}
          />
        ) : null}
        {tab === "qr" && qr ? (
          <QrSignin qr={qr} next={next} newCodeHref={`?tab=qr&redirect=${encodeURIComponent(next)}`} />
        ) : null}
      </Suspense>
      {wechat ? <WechatSignin next={next} /> : null}
    </AuthLayout>
  );
}
