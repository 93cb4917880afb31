/** An inquiry form (routes/inquiry.$slug.tsx): the fields the backend defines. */
import { Form, useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { ImagePicker } from "~/components/ui/ImagePicker";
import type { inquiryAction, InquiryLoaderData } from "./inquiry.server";
import { inquirySchema } from "./inquiry-form";
import { FormTextField } from "./FormTextField";

type InquiryScreenProps = {
  loaded: ReturnType<typeof useLoaderData<InquiryLoaderData>>;
  answer: ReturnType<typeof useActionData<typeof inquiryAction>>;
};

const AUTOCOMPLETE: Record<string, string> = { name: "name", email: "email", phone: "tel" };

export function InquiryScreen({ loaded, answer: actionData }: InquiryScreenProps) {
  const { t } = useTranslation();
  const { form: definition } = loaded;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: inquirySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!definition) {
    return (
      <AppScreen titleKey="pages.inquiry">
        <p className="shop-desc mt-2">{t("inquiry.unknownForm")}</p>
      </AppScreen>
    );
  }
  return (
    <section className="container mx-auto max-w-2xl py-8">
      <h1 className="shop-title">{definition.title}</h1>
      <p className="shop-desc mt-2">{t("inquiry.intro")}</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 flex flex-col gap-2">
        <FormMessage id={form.errorId} errors={form.errors} />
        {definition.fields.map((field) =>
          field.type === "images" ? (
            <ImagePicker
              key={field.name}
              id={fields.images.id}
              name={fields.images.name}
              errorId={fields.images.errorId}
              errors={fields.images.errors}
            />
          ) : (
            <FormTextField
              key={field.name}
              field={fields[field.name as "name" | "email" | "phone" | "content"]}
              label={field.label}
              type={field.type}
              required={field.required}
              maxLength={field.maxLength}
              autoComplete={AUTOCOMPLETE[field.name]}
            />
          ),
        )}
        <button type="submit" className="btn self-start btn-primary" disabled={busy}>
          {t("inquiry.submit")}
        </button>
      </Form>
    </section>
  );
}
