/**
 * One labelled text input or textarea of the inquiry and feedback forms, with its length limit
 * (the browser stops at it; the schema says "Input has reached its limit" past it).
 */
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { FieldError } from "~/components/ui/FieldError";

type FormTextFieldProps = {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  required: boolean;
  maxLength: number;
  autoComplete?: string;
};

export function FormTextField({ field, label, type, required, maxLength, autoComplete }: FormTextFieldProps) {
  const className = `w-full ${field.errors ? "input-error" : ""}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {type === "textarea" ? (
        <textarea
          {...getTextareaProps(field)}
          key={field.key}
          rows={6}
          required={required}
          maxLength={maxLength}
          className={`textarea ${className}`}
        />
      ) : (
        <input
          {...getInputProps(field, { type })}
          key={field.key}
          required={required}
          maxLength={maxLength}
          autoComplete={autoComplete}
          className={`input ${className}`}
        />
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
