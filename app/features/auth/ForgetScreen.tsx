/** Forgotten password (routes/auth.forget.tsx): the account and the human check. */
import { Link, type useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { forgetSchema } from "./auth-forms";
import type { forgetAction, loadForget } from "./forget.server";
import { AuthLayout } from "./AuthLayout";
import { AuthForm, useAuthForm } from "./AuthForm";
import { HumanCheckField } from "./HumanCheckField";
import { EmailOrMobileFields } from "./EmailOrMobileFields";

type ForgetScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadForget>>;
  answer: ReturnType<typeof useActionData<typeof forgetAction>>;
};

export function ForgetScreen({ loaded, answer: actionData }: ForgetScreenProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const [form, fields] = useAuthForm(forgetSchema);
  const { check } = loaded;
  return (
    <AuthLayout
      titleKey="pages.forget"
      intro={t("auth.forgetIntro")}
      footer={
        <Link to={links.path("/auth/signin")} className="link link-primary">
          {t("auth.signinLink")}
        </Link>
      }
    >
      <AuthForm form={form} submitKey="auth.forgetSubmit">
        <EmailOrMobileFields account={fields.account} countryCode={fields.countryCode} />
        <HumanCheckField formId={form.id} check={check} errors={fields.humanCheck?.errors} resetKey={actionData} />
      </AuthForm>
    </AuthLayout>
  );
}
