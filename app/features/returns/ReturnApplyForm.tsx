/**
 * The after-sales application from an order: lines and quantities (at most what is left to
 * return), the apply type, a description and pictures. "Show refund" asks the backend for the
 * amount (a quote) and keeps every entry; "Submit application" applies. Works without JavaScript.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { returnApplySchema } from "~/features/returns/return-forms";
import { FieldError } from "~/components/ui/FieldError";
import { FormMessage } from "~/components/ui/FormMessage";
import { ImagePicker } from "~/components/ui/ImagePicker";
import type { ApplyLine } from "./types";

type Quote = { items: { orderItemId: number; refundAmount: number }[]; refundAmount: number } | null;

/** `attached`: pictures uploaded by an earlier submit of this form (each kept while its box is ticked). */
type Props = {
  lines: ApplyLine[];
  result?: SubmissionResult<string[]>;
  quote: Quote;
  money: (minor: number) => string;
  backHref: string;
  attached: string[];
};

export function ReturnApplyForm({ lines, result, quote, money, backHref, attached }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "return-apply",
    lastResult: result,
    defaultValue: {
      items: lines.map((line) => ({ orderItemId: String(line.id), quantity: "" })),
      applyType: "1",
      applyDesc: "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: returnApplySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const rows = fields.items.getFieldList();
  const initialType = String(fields.applyType.initialValue ?? "1");
  const chosenType = String(fields.applyType.value ?? initialType);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-6 flex max-w-2xl flex-col gap-2 rounded-box border border-base-300 p-4"
    >
      <h2 className="text-lg font-semibold">{t("returns.apply.title")}</h2>
      <FormMessage errors={form.errors} />
      <fieldset aria-describedby={fields.items.errorId}>
        <legend className="font-semibold">{t("returns.items")}</legend>
        <ul className="divide-y divide-base-300">
          {lines.map((line, index) => {
            const row = rows[index];
            const left = line.quantity - (line.returnedQuantity ?? 0);
            const quoted = quote?.items.find((item) => String(item.orderItemId) === String(line.id));
            if (!row) return null;
            const { orderItemId, quantity } = row.getFieldset();
            return (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  {line.title} × {line.quantity}
                  <span className="shop-desc block text-sm">
                    {line.options ? `${Object.values(line.options).join(" / ")} · ` : ""}
                    {t("returns.apply.available", { count: left })}
                  </span>
                </span>
                <span className="flex flex-col items-end">
                  <input {...getInputProps(orderItemId, { type: "hidden" })} key={orderItemId.key} />
                  <label className="flex items-center gap-2 text-sm">
                    {t("returns.apply.quantity")}
                    <input
                      {...getInputProps(quantity, { type: "number" })}
                      key={quantity.key}
                      min={0}
                      max={left}
                      disabled={left <= 0}
                      className="input w-20 input-sm"
                    />
                  </label>
                  {quoted ? <span className="text-sm">{money(quoted.refundAmount)}</span> : null}
                  <FieldError id={quantity.errorId} errors={quantity.errors} />
                </span>
              </li>
            );
          })}
        </ul>
        <FieldError id={fields.items.errorId} errors={fields.items.errors} />
      </fieldset>
      <fieldset aria-describedby={fields.applyType.errorId}>
        <legend className="font-semibold">{t("returns.applyTypeLabel")}</legend>
        <div className="flex flex-wrap gap-4">
          {(["1", "2", "3"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={fields.applyType.name}
                value={value}
                defaultChecked={initialType === value}
                className="radio radio-sm"
              />
              {t(`returns.applyType.${value}`)}
            </label>
          ))}
        </div>
        <FieldError id={fields.applyType.errorId} errors={fields.applyType.errors} />
      </fieldset>
      <label htmlFor={fields.applyDesc.id} className="font-semibold">
        {t("returns.applyDesc")}
      </label>
      <textarea
        {...getTextareaProps(fields.applyDesc)}
        key={fields.applyDesc.key}
        maxLength={500}
        rows={3}
        className="textarea w-full"
      />
      <FieldError id={fields.applyDesc.errorId} errors={fields.applyDesc.errors} />
      {attached.length ? (
        <fieldset>
          <legend className="text-sm font-medium">{t("returns.images")}</legend>
          <ul className="flex flex-wrap gap-3">
            {attached.map((url, index) => (
              <li key={url}>
                <label className="flex flex-col items-center gap-1 text-xs">
                  <img
                    src={url}
                    alt={t("returns.apply.imageAttached", { number: index + 1 })}
                    className="h-16 w-16 rounded object-cover"
                  />
                  <span className="flex items-center gap-1">
                    <input type="checkbox" name="images" value={url} defaultChecked className="checkbox checkbox-xs" />
                    {t("returns.apply.keepImage")}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <ImagePicker
        id={fields.files.id}
        name={fields.files.name}
        errorId={fields.files.errorId}
        errors={fields.files.errors}
      />
      {quote ? (
        <p role="status" className="alert alert-info">
          {chosenType === "2"
            ? t("returns.apply.noRefund")
            : t("returns.apply.refundPreview", { amount: money(quote.refundAmount) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="quote" className="btn" disabled={navigation.state === "submitting"}>
          {t("returns.apply.quote")}
        </button>
        <button
          type="submit"
          name="intent"
          value="apply"
          className="btn btn-primary"
          disabled={navigation.state === "submitting"}
        >
          {t("returns.apply.submit")}
        </button>
        <Link to={backHref} className="btn btn-ghost">
          {t("returns.apply.back")}
        </Link>
      </div>
    </Form>
  );
}
