/**
 * "Swipe right to complete verification": a native range input, so it works by dragging, by
 * touch, with the arrow/End keys and without JavaScript (the value is posted with the form).
 * The backend decides (ADR 105) with the signed challenge posted beside it; the browser only
 * shows progress. `passed` shows a challenge the form keeps after sending a code as done.
 *
 * The backend refuses a slide younger than `minFillMs` after the challenge was issued. The page
 * (and the challenge) existed before this component mounted, so once `minFillMs` has passed since
 * mounting the backend's own count has passed it too, whatever the two clocks say: until then a
 * finished slide shows "checking", never "success" (a success the backend would refuse).
 */
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";

type SlideCheckProps = {
  id: string;
  challenge: string;
  passed: boolean;
  errorId: string;
  invalid: boolean;
  minFillMs: number;
};

/** True once `minFillMs` has passed since the component mounted (at once for `passed`). */
function useOldEnough(minFillMs: number, passed: boolean): boolean {
  const [oldEnough, setOldEnough] = useState(passed || minFillMs <= 0);
  useEffect(() => {
    if (oldEnough) return;
    const timer = setTimeout(() => setOldEnough(true), minFillMs);
    return () => clearTimeout(timer);
  }, [minFillMs, oldEnough]);
  return oldEnough;
}

export function SlideCheck({ id, challenge, passed, errorId, invalid, minFillMs }: SlideCheckProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(passed ? 100 : 0);
  const oldEnough = useOldEnough(minFillMs, passed);
  const slid = value >= 100;
  const done = slid && oldEnough;
  const status = done ? t("validation.swipeSuccess") : slid ? t("validation.swipeChecking") : t("validation.swipe");
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
          aria-valuetext={status}
          onChange={(event) => setValue(Number(event.currentTarget.value))}
          className={`range w-full ${done ? "range-success" : "range-primary"}`}
        />
        <p id={`${id}-hint`} className="mt-1 text-center text-sm" aria-live="polite">
          {status}
        </p>
      </div>
      <input type="hidden" name="humanChallenge" value={challenge} />
      <p className="shop-desc text-xs">{t("auth.slideHint")}</p>
    </>
  );
}
