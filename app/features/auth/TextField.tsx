/** A labelled input with its reserved error line; takes conform's field metadata or a light form's field. */
import { inputProps, type FieldState } from "~/lib/forms/use-light-form";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { FieldError } from "~/components/ui/FieldError";

type TextFieldProps = {
  field: FieldState;
  labelKey: string;
  type: "text" | "email" | "password" | "tel";
  autoComplete: string;
  hintKey?: string;
  inputMode?: "numeric" | "email" | "tel" | "text";
  placeholderKey?: string;
  /** Beside the input, e.g. the "Send code" button. */
  addon?: ReactNode;
};

export function TextField({
  field,
  labelKey,
  type,
  autoComplete,
  hintKey,
  inputMode,
  placeholderKey,
  addon,
}: TextFieldProps) {
  const { t } = useTranslation();
  const input = (
    <input
      {...inputProps(field, { type, ariaDescribedBy: hintKey ? `${field.id}-hint` : undefined })}
      key={field.key}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholderKey ? t(placeholderKey) : undefined}
      className={`input w-full ${field.errors ? "input-error" : ""}`}
    />
  );
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {t(labelKey)}
      </label>
      {addon ? (
        <div className="flex gap-2">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {hintKey ? (
        <p id={`${field.id}-hint`} className="shop-desc text-xs">
          {t(hintKey)}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
