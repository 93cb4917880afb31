/**
 * Reset password (routes/auth.reset-password.tsx): the account and country code come from the
 * forget step's redirect, then the code and the new password.
 */
import { Link, useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { isCountryCode } from "../../../functions/contract/mobile-numbers";
import { resetPasswordSchema } from "./auth-forms";
import { AuthLayout } from "./AuthLayout";
import { AuthForm, useAuthForm } from "./AuthForm";
import { TextField } from "./TextField";
import { EmailOrMobileFields } from "./EmailOrMobileFields";

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const links = useLinks();
  const [params] = useSearchParams();
  const countryCode = params.get("countryCode");
  const [form, fields] = useAuthForm(resetPasswordSchema, {
    account: params.get("account") ?? "",
    ...(isCountryCode(countryCode) ? { countryCode } : {}),
  });
  return (
    <AuthLayout
      titleKey="pages.resetPassword"
      intro={t("auth.resetIntro")}
      footer={
        <Link to={links.path("/auth/forget")} className="link link-primary">
          {t("auth.sendCode")}
        </Link>
      }
    >
      <AuthForm form={form} submitKey="auth.resetSubmit">
        <EmailOrMobileFields account={fields.account} countryCode={fields.countryCode} />
        <TextField
          field={fields.code}
          labelKey="auth.code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <TextField
          field={fields.password}
          labelKey="auth.newPassword"
          type="password"
          autoComplete="new-password"
          hintKey="auth.passwordHint"
        />
      </AuthForm>
    </AuthLayout>
  );
}
