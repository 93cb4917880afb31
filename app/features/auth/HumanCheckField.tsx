/**
 * The human check of a form that sends a code or creates an account: the slider or Turnstile,
 * as the backend asked (features/auth/human-check.server.ts), with the backend's verdict under it.
 */
import { useTranslation } from "~/lib/i18n/react";
import { FieldError } from "~/components/ui/FieldError";
import type { HumanCheck } from "~/features/auth/human-check-form";
import { SlideCheck } from "./SlideCheck";
import { TurnstileWidget } from "./TurnstileWidget";

type HumanCheckFieldProps = {
  formId: string;
  check: HumanCheck | null;
  /** The slide challenge was passed already (kept after a code was sent). */
  passed?: boolean;
  errors?: string[];
  /** Changes after every action: a Turnstile token is good for one check. */
  resetKey?: unknown;
};

export function HumanCheckField({ formId, check, passed = false, errors, resetKey }: HumanCheckFieldProps) {
  const { t, i18n } = useTranslation();
  if (!check) return null;
  const id = `${formId}-human-check`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1" data-human-check={check.kind}>
      <label htmlFor={check.kind === "slide" ? id : undefined} className="text-sm font-medium">
        {t("auth.slideLabel")}
      </label>
      {check.kind === "slide" ? (
        <SlideCheck
          key={check.challenge}
          id={id}
          challenge={check.challenge}
          minFillMs={check.minFillMs ?? 0}
          passed={passed}
          errorId={errorId}
          invalid={!!errors?.length}
        />
      ) : (
        <TurnstileWidget siteKey={check.siteKey} resetKey={resetKey} language={i18n.language} />
      )}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
