/**
 * "Swipe right to complete verification": a native range input, so it works by dragging, by
 * touch, with the arrow/End keys and without JavaScript (the value is posted with the form).
 * The backend decides (ADR 105) with the signed challenge posted beside it; the browser only
 * shows progress. `passed` shows a challenge the form keeps after sending a code as done.
 */
import { useState } from "react";
import { useTranslation } from "~/lib/i18n/react";

type SlideCheckProps = { id: string; challenge: string; passed: boolean; errorId: string; invalid: boolean };

export function SlideCheck({ id, challenge, passed, errorId, invalid }: SlideCheckProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(passed ? 100 : 0);
  const done = value >= 100;
  return (
    <>
      <div
        className={`relative rounded-box border ${done ? "border-success bg-success/10" : "border-base-300 bg-base-200"} px-3 py-2`}
      >
        <input
          id={id}
          name="slide"
          type="range"
          defaultValue={passed ? 100 : 0}
          min={0}
          max={100}
          step={1}
          aria-describedby={`${id}-hint ${errorId}`}
          aria-invalid={invalid || undefined}
          aria-valuetext={done ? t("validation.swipeSuccess") : t("validation.swipe")}
          onChange={(event) => setValue(Number(event.currentTarget.value))}
          className={`range w-full ${done ? "range-success" : "range-primary"}`}
        />
        <p id={`${id}-hint`} className="mt-1 text-center text-sm" aria-live="polite">
          {done ? t("validation.swipeSuccess") : t("validation.swipe")}
        </p>
      </div>
      <input type="hidden" name="humanChallenge" value={challenge} />
      <p className="shop-desc text-xs">{t("auth.slideHint")}</p>
    </>
  );
}
