/**
 * "Swipe right to complete verification": a native range input, so it works by dragging, by
 * touch, with the arrow/End keys and without JavaScript (the value is posted with the form).
 * The server decides (lib/forms/auth-slide-check.server.ts); the browser only shows progress.
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/ui/FieldError";

type SlideCheckProps = { field: FieldMetadata<number | undefined>; proof: string };

export function SlideCheck({ field, proof }: SlideCheckProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(0);
  const done = value >= 100;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={field.id} className="text-sm font-medium">
        {t("auth.slideLabel")}
      </label>
      <div className={`relative rounded-box border ${done ? "border-success bg-success/10" : "border-base-300 bg-base-200"} px-3 py-2`}>
        <input
          {...getInputProps(field, { type: "range", ariaDescribedBy: `${field.id}-hint` })}
          key={field.key}
          defaultValue="0"
          min={0}
          max={100}
          step={1}
          aria-valuetext={done ? t("validation.swipeSuccess") : t("validation.swipe")}
          onChange={(event) => setValue(Number(event.currentTarget.value))}
          className={`range w-full ${done ? "range-success" : "range-primary"}`}
        />
        <p id={`${field.id}-hint`} className="mt-1 text-center text-sm" aria-live="polite">
          {done ? t("validation.swipeSuccess") : t("validation.swipe")}
        </p>
      </div>
      <input type="hidden" name="slideProof" value={proof} />
      <p className="shop-desc text-xs">{t("auth.slideHint")}</p>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
