/**
 * The one-time code field with its "Send code" button. The button submits the same form with
 * intent `send-code` and skips the browser's validation, so only the account needs to be
 * filled in to ask for a code (with JavaScript off too).
 */
import type { FieldState } from "~/lib/forms/use-light-form";
import { useTranslation } from "~/lib/i18n/react";
import { TextField } from "./TextField";

export function CodeField({ field, busy }: { field: FieldState; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      field={field}
      labelKey="auth.code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      addon={
        <button
          type="submit"
          name="intent"
          value="send-code"
          formNoValidate
          className="btn shrink-0 btn-outline"
          disabled={busy}
        >
          {t("auth.sendCode")}
        </button>
      }
    />
  );
}
