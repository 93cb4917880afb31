/** The sign-up screen (routes/auth.signup.tsx): email or mobile tabs as links, and the form. */
import { Link, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import type { loadSignup, signupAction } from "./signup.server";
import { AuthLayout } from "./AuthLayout";
import { SignupForm } from "./SignupForm";
import { AccountKindTabs } from "./AccountFields";

type SignupScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadSignup>>;
  answer: ReturnType<typeof useActionData<typeof signupAction>>;
};

export function SignupScreen({ loaded, answer: actionData }: SignupScreenProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const { by, check, next } = loaded;
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
