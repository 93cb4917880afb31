/**
 * A form's own message (wrong password, too many tries, "code sent"): errors are alerts, notices
 * are status lines. Texts are locale keys or the backend's words, already translated.
 */
import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/forms/messages";

/** `className` places it (spacing); errors are the form's own messages of an action's reply (lib/forms/form-errors.ts). */
type FormMessageProps = { id?: string; errors?: string[]; notice?: string | null; className?: string };

export function FormMessage({ id, errors, notice, className = "mb-3 text-sm" }: FormMessageProps) {
  const { t } = useTranslation();
  const error = errors?.[0];
  if (error) {
    return (
      <p id={id} role="alert" className={`alert alert-error ${className}`}>
        {translateMessage(t, error)}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <p role="status" className={`alert alert-success ${className}`}>
      {notice}
    </p>
  );
}
