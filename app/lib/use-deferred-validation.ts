/**
 * Browser-side validation that loads with the form's first touch rather than with the page, for
 * forms that sit closed or below the fold on pages with a first-load budget (the product page's
 * review form: zod and its schema are about 28 KB gzip). Until the check has loaded — a submit
 * within the few milliseconds after the first focus, or a script that failed to load — the form
 * posts as it would with JavaScript off, and the action validates with the same schema and
 * answers in the shopper's language. After a reply from the server (revalidation on input) the
 * check loads at once.
 */
import { parse, type Submission, type SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef } from "react";

// Any schema's submission: the form's types come from the loaded check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema's submission
type AnySubmission = Submission<any, any, any>;

export function useDeferredValidation<Checked extends AnySubmission>(
  load: () => Promise<{ validate: (formData: FormData) => Checked }>,
  lastResult?: SubmissionResult<string[]> | null,
) {
  const validate = useRef<((formData: FormData) => Checked) | null>(null);
  const loading = useRef(false);
  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (module) => void (validate.current = module.validate),
      () => void (loading.current = false),
    );
  }, [load]);
  useEffect(() => {
    if (lastResult) start();
  }, [lastResult, start]);
  const onValidate = useCallback(
    // Not loaded yet: every value passes here, so the post goes on to the action's own check.
    ({ formData }: { formData: FormData }): Checked =>
      validate.current?.(formData) ?? (parse(formData, { resolve: (value) => ({ value }) }) as unknown as Checked),
    [],
  );
  return { onValidate, startLoading: start };
}
