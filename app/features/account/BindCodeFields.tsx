/**
 * The tail of the new-email and new-mobile forms: the human check that "Send code" passes first
 * (ADR 105), the `bind` code that was sent to the new address, and the current password.
 */
import type { HumanCheck } from "~/features/auth/human-check-form";
import { HumanCheckField } from "~/features/auth/HumanCheckField";
import { TextField } from "~/features/auth/TextField";
import type { UserActionResult } from "./user-action";
import type { useAccountForm } from "./account-form";

type BindCodeFieldsProps = {
  form: ReturnType<typeof useAccountForm>;
  check: HumanCheck | null;
  /** The last action reply: a new one shows a fresh check. */
  actionData: UserActionResult | undefined;
};

export function BindCodeFields({ form: { form, fields }, check, actionData }: BindCodeFieldsProps) {
  return (
    <>
      <HumanCheckField formId={form.id} check={check} errors={fields.humanCheck.errors} resetKey={actionData} />
      <TextField
        field={fields.code}
        labelKey="auth.code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <TextField
        field={fields.password}
        labelKey="account.currentPassword"
        type="password"
        autoComplete="current-password"
      />
    </>
  );
}
