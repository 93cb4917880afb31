/**
 * What the shopper may do with an application (the backend lists it in `actions`): send the
 * goods' logistics once approved, or cancel while it waits (asked twice, like an order).
 * Every form works without JavaScript.
 */
import { Form } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { returnLogisticsSchema } from "~/features/returns/return-forms";
import { FieldError } from "~/components/ui/FieldError";
import { ConfirmDialog } from "~/components/ui/ConfirmDialog";

type Props = { actions: string[]; confirming: boolean; logisticsResult?: SubmissionResult<string[]> };

export function ReturnActions({ actions, confirming, logisticsResult }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "return-logistics",
    lastResult: logisticsResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnLogisticsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      {actions.includes("logistics") ? (
        <Form
          method="post"
          {...getFormProps(form)}
          className="mt-4 flex max-w-xl flex-col gap-1 rounded-box border border-base-300 p-4"
        >
          <p className="text-sm">{t("returns.sendGoods")}</p>
          <label htmlFor={fields.logisticsCompany.id} className="font-semibold">
            {t("returns.logisticsCompany")}
          </label>
          <input
            {...getInputProps(fields.logisticsCompany, { type: "text" })}
            key={fields.logisticsCompany.key}
            maxLength={100}
            className="input w-full"
          />
          <FieldError id={fields.logisticsCompany.errorId} errors={fields.logisticsCompany.errors} />
          <label htmlFor={fields.logisticsNo.id} className="font-semibold">
            {t("returns.logisticsNo")}
          </label>
          <input
            {...getInputProps(fields.logisticsNo, { type: "text" })}
            key={fields.logisticsNo.key}
            maxLength={100}
            className="input w-full"
          />
          <FieldError id={fields.logisticsNo.errorId} errors={fields.logisticsNo.errors} />
          <button type="submit" name="intent" value="logistics" className="btn self-start btn-primary">
            {t("returns.submitLogistics")}
          </button>
        </Form>
      ) : null}
      {actions.includes("cancel") && confirming ? (
        <ConfirmDialog
          id="cancel-return-question"
          intent="cancel"
          question={t("returns.confirmCancel")}
          yes={t("returns.confirmYes")}
          keep={t("returns.keep")}
        />
      ) : actions.includes("cancel") ? (
        <Form method="post" className="mt-4">
          <button type="submit" name="intent" value="cancel" className="btn btn-outline btn-error btn-sm">
            {t("returns.cancel")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
