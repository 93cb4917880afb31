/**
 * The simple account forms (forgotten password, reset password): one schema checked in the
 * browser and by the action, the form's own message on top, fields, one submit button.
 */
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { z } from "zod";
import { FormMessage } from "~/components/ui/FormMessage";

/** conform's form and fields for `schema`, fed with the route action's last reply. */
export function useAuthForm<Schema extends z.ZodType<Record<string, unknown>>>(
  schema: Schema,
  defaultValue?: Record<string, string>,
) {
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  return useForm<z.input<Schema> & Record<string, unknown>>({
    lastResult: actionData?.result,
    defaultValue: defaultValue as never,
    // The same schema the action parses with; conform's generics cannot follow a generic schema.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any auth form's fields: the schema is the caller's
type AnyAuthForm = FormMetadata<any, string[]>;

export function AuthForm({ form, submitKey, children }: { form: AnyAuthForm; submitKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
      <FormMessage id={form.errorId} errors={form.errors} />
      {children}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t(submitKey)}
      </button>
    </Form>
  );
}
