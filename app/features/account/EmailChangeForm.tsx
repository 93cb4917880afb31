/**
 * The account screen's new-email form: a `bind` code sent to the new address (after the human
 * check), then the code and the current password. Its own component so the route file keeps
 * only the route's loader, action and layout.
 */
import { Form } from "@remix-run/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import type { HumanCheck } from "~/features/auth/human-check-form";
import { FormMessage } from "~/components/ui/FormMessage";
import { TextField } from "~/features/auth/TextField";
import { HumanCheckField } from "~/features/auth/HumanCheckField";
import { useAccountForm, type AccountFormProps } from "./account-form";
import { SendCodeButton } from "./SendCodeButton";

type EmailChangeFormProps = AccountFormProps & { currentEmail: string | null; check: HumanCheck | null };

export function EmailChangeForm({ currentEmail, check, actionData, busy }: EmailChangeFormProps) {
  const { t } = useTranslation();
  const email = useAccountForm("email-form", ["email", "email-code"], actionData);
  return (
    <section aria-labelledby="email-heading">
      <h2 id="email-heading" className="font-semibold">
        {t("account.emailHeading")}
      </h2>
      <p className="shop-desc text-sm">{t("account.current", { value: currentEmail ?? "—" })}</p>
      <Form method="post" {...getFormProps(email.form)} className="mt-2 flex flex-col gap-1">
        <button type="submit" name="intent" value="email" className="hidden" tabIndex={-1} aria-hidden="true" />
        <FormMessage
          id={email.form.errorId}
          errors={email.form.errors}
          notice={email.notice ? t(email.notice) : null}
        />
        <TextField
          field={email.fields.email}
          labelKey="account.newEmail"
          type="email"
          inputMode="email"
          autoComplete="email"
          addon={<SendCodeButton intent="email-code" busy={busy} />}
        />
        <HumanCheckField
          formId={email.form.id}
          check={check}
          errors={email.fields.humanCheck.errors}
          resetKey={actionData}
        />
        <TextField
          field={email.fields.code}
          labelKey="auth.code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <TextField
          field={email.fields.password}
          labelKey="account.currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" name="intent" value="email" className="btn self-start btn-primary" disabled={busy}>
          {t("account.changeEmail")}
        </button>
      </Form>
    </section>
  );
}
