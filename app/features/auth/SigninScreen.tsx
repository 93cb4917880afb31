/** The sign-in screen (routes/auth.signin.tsx): the tabs, the chosen way in, and WeChat where it is on. */
import { Link, useSearchParams, type useActionData, type useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { sessionEnded } from "~/lib/sign-in-link";
import type { loadSignin, signinAction } from "./signin.server";
import { AuthLayout } from "./AuthLayout";
import { SigninTabs } from "./SigninTabs";
import { PasswordSigninForm } from "./PasswordSigninForm";
import { CodeSigninForm as CodeSigninFormOnServer } from "./CodeSigninForm";
import { QrSignin as QrSigninOnServer } from "./QrSignin";
import { WechatSignin } from "./WechatSignin";

// The code and QR tabs are pages of their own (`?tab=`): in the browser their code (the human
// check, the socket client) loads only there, and the server's HTML stands until it has. The
// server renders them directly (a whole document, also without JavaScript); `import.meta.env.SSR`
// drops those static imports from the browser build (ADR 165).
const CodeSigninForm = import.meta.env.SSR
  ? CodeSigninFormOnServer
  : lazy(() => import("./CodeSigninForm").then((module) => ({ default: module.CodeSigninForm })));
const QrSignin = import.meta.env.SSR
  ? QrSigninOnServer
  : lazy(() => import("./QrSignin").then((module) => ({ default: module.QrSignin })));

type SigninScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadSignin>>;
  answer: ReturnType<typeof useActionData<typeof signinAction>>;
};

export function SigninScreen({ loaded, answer: actionData }: SigninScreenProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const [params] = useSearchParams();
  const { tab, qr, check, wechat, wechatFailed, next } = loaded;
  const notice = params.get("reset") ? t("auth.resetDone") : null;
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
