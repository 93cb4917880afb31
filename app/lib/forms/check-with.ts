/**
 * A form's browser-side check (lib/forms/use-light-form.ts) from its zod schema, through conform's
 * `parseWithZod` as the action parses it, so both sides read the form data the same way. Only
 * check modules import this: it brings zod and conform's form-data side with it.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { errorsOf, type FormCheck } from "./use-light-form";

export function checkWith(schemaFor: (formData: FormData) => ZodType): FormCheck {
  return {
    validate(formData) {
      const submission = parseWithZod(formData, { schema: schemaFor(formData) });
      return submission.status === "success" ? null : errorsOf(submission);
    },
  };
}
