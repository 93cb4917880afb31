/**
 * The account screen's new-email form: a `bind` code sent to the new address (after the human
 * check), then the code and the current password.
 */
import { useTranslation } from "~/lib/i18n/react";
import type { HumanCheck } from "~/features/auth/human-check-form";
import { TextField } from "~/features/auth/TextField";
import { useAccountForm, type AccountFormProps } from "./account-form";
import { AccountFormSection } from "./AccountFormSection";
import { BindCodeFields } from "./BindCodeFields";
import { SendCodeButton } from "./SendCodeButton";

type EmailChangeFormProps = AccountFormProps & { currentEmail: string | null; check: HumanCheck | null };

export function EmailChangeForm({ currentEmail, check, actionData, busy }: EmailChangeFormProps) {
  const { t } = useTranslation();
  const email = useAccountForm("email-form", ["email", "email-code"], actionData);
  return (
    <AccountFormSection
      name="email"
      heading={t("account.emailHeading")}
      note={<p className="shop-desc text-sm">{t("account.current", { value: currentEmail ?? "—" })}</p>}
      form={email.form}
      notice={email.notice ? t(email.notice) : null}
      intent="email"
      submit={t("account.changeEmail")}
      busy={busy}
      enterPostsIntent
    >
      <TextField
        field={email.fields.email}
        labelKey="account.newEmail"
        type="email"
        inputMode="email"
        autoComplete="email"
        addon={<SendCodeButton intent="email-code" busy={busy} />}
      />
      <BindCodeFields form={email} check={check} actionData={actionData} />
    </AccountFormSection>
  );
}
