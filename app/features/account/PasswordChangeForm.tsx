/**
 * The account screen's new-password form: the current password and the new one (every other
 * session ends).
 */
import { useTranslation } from "~/lib/i18n/react";
import { TextField } from "~/features/auth/TextField";
import { useAccountForm, type AccountFormProps } from "./account-form";
import { AccountFormSection } from "./AccountFormSection";

export function PasswordChangeForm({ actionData, busy }: AccountFormProps) {
  const { t } = useTranslation();
  const password = useAccountForm("password-form", ["password"], actionData);
  return (
    <AccountFormSection
      name="password"
      heading={t("account.passwordHeading")}
      note={<p className="shop-desc text-sm">{t("account.passwordNote")}</p>}
      form={password.form}
      notice={password.notice ? t(password.notice) : null}
      intent="password"
      submit={t("account.changePassword")}
      busy={busy}
    >
      <TextField
        field={password.fields.oldPassword}
        labelKey="account.currentPassword"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        field={password.fields.password}
        labelKey="account.newPassword"
        type="password"
        autoComplete="new-password"
        hintKey="auth.passwordHint"
      />
    </AccountFormSection>
  );
}
