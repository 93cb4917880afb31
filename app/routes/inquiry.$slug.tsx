/** An inquiry form (e.g. /inquiry/quote): the fields the backend defines, then the thank-you page. */
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { inquiryAction, loadInquiryPage, type InquiryLoaderData } from "~/features/engagement/inquiry/inquiry.server";
import { inquirySchema } from "~/features/engagement/inquiry/inquiry-form";
import { AppScreen } from "~/components/page/AppScreen";
import { FormMessage } from "~/components/ui/FormMessage";
import { FormTextField } from "~/features/engagement/inquiry/FormTextField";
import { ImagePicker } from "~/components/ui/ImagePicker";

export const loader = loadInquiryPage;
export const action = inquiryAction;
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.inquiry" };

const AUTOCOMPLETE: Record<string, string> = { name: "name", email: "email", phone: "tel" };

export default function Screen() {
  const { t } = useTranslation();
  const { form: definition } = useLoaderData<InquiryLoaderData>();
  const actionData = useActionData<typeof action>();
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
