/**
 * The account screen's new-password form: the current password and the new one (every other
 * session ends). Its own component so the route file keeps only the route's loader, action
 * and layout.
 */
import { Form } from "@remix-run/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import { FormMessage } from "~/components/ui/FormMessage";
import { TextField } from "~/features/auth/TextField";
import { useAccountForm, type AccountFormProps } from "./account-form";

export function PasswordChangeForm({ actionData, busy }: AccountFormProps) {
  const { t } = useTranslation();
  const password = useAccountForm("password-form", ["password"], actionData);
  return (
    <section aria-labelledby="password-heading">
      <h2 id="password-heading" className="font-semibold">
        {t("account.passwordHeading")}
      </h2>
      <p className="shop-desc text-sm">{t("account.passwordNote")}</p>
      <Form method="post" {...getFormProps(password.form)} className="mt-2 flex flex-col gap-1">
        <FormMessage
          id={password.form.errorId}
          errors={password.form.errors}
          notice={password.notice ? t(password.notice) : null}
        />
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
        <button type="submit" name="intent" value="password" className="btn self-start btn-primary" disabled={busy}>
          {t("account.changePassword")}
        </button>
      </Form>
    </section>
  );
}
