/** Feedback to the shop (routes/inquiry.feedback.tsx): what the shopper wants to say, an optional way to reach them. */
import { Form, useNavigation, type useActionData } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { TEXT_LIMITS } from "../../../../functions/contract/text-limits";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { ImagePicker } from "~/components/ui/ImagePicker";
import type { feedbackAction } from "./inquiry.server";
import { feedbackSchema } from "./inquiry-form";
import { FormTextField } from "./FormTextField";

export function FeedbackScreen({
  answer: actionData,
}: {
  answer: ReturnType<typeof useActionData<typeof feedbackAction>>;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AppScreen titleKey="pages.inquiryFeedback">
      <p className="shop-desc mt-2">{t("inquiry.feedbackIntro")}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-6 flex max-w-2xl flex-col gap-2"
      >
        <FormMessage id={form.errorId} errors={form.errors} />
        <FormTextField
          field={fields.content}
          label={t("inquiry.feedbackContent")}
          type="textarea"
          required
          maxLength={TEXT_LIMITS.inquiryContent}
        />
        <FormTextField
          field={fields.contact}
          label={t("inquiry.feedbackContact")}
          type="text"
          required={false}
          maxLength={TEXT_LIMITS.feedbackContact}
          autoComplete="email"
        />
        <ImagePicker
          id={fields.images.id}
          name={fields.images.name}
          errorId={fields.images.errorId}
          errors={fields.images.errors}
        />
        <button type="submit" className="btn self-start btn-primary" disabled={busy}>
          {t("inquiry.feedbackSubmit")}
        </button>
      </Form>
    </AppScreen>
  );
}
