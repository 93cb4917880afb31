/** The refund of a paid order not yet shipped: a reason, then the shop approves. Works without JavaScript. */
import { Form, Link } from "@remix-run/react";
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { orderRefundSchema } from "~/features/returns/return-forms";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";

export function OrderRefundForm({ result, backHref }: { result?: SubmissionResult<string[]>; backHref: string }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "order-refund",
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderRefundSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-6 flex max-w-xl flex-col gap-2 rounded-box border border-base-300 p-4"
    >
      <h2 className="text-lg font-semibold">{t("returns.refund.title")}</h2>
      <p className="shop-desc text-sm">{t("returns.refund.hint")}</p>
      <FormMessage errors={form.errors} />
      <label htmlFor={fields.reason.id} className="font-semibold">
        {t("returns.refund.reason")}
      </label>
      <textarea
        {...getTextareaProps(fields.reason)}
        key={fields.reason.key}
        maxLength={500}
        rows={3}
        className="textarea w-full"
      />
      <FieldError id={fields.reason.errorId} errors={fields.reason.errors} />
      <div className="flex gap-2">
        <button type="submit" name="intent" value="refund" className="btn btn-primary">
          {t("returns.refund.submit")}
        </button>
        <Link to={backHref} className="btn btn-ghost">
          {t("returns.apply.back")}
        </Link>
      </div>
    </Form>
  );
}
