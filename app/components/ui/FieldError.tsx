/**
 * A field's message, translated here (schemas and the backend give locale keys or ready text).
 * The line keeps its height when empty so a message appearing never shifts the Submit button.
 */
import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/forms/messages";

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  const message = errors?.[0];
  return (
    <p id={id} className="min-h-5 text-sm text-error" aria-live="polite">
      {message ? translateMessage(t, message) : ""}
    </p>
  );
}
