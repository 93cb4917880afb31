/**
 * The newsletter page and the action behind the footer form. Works without JavaScript: the
 * form posts here and the page shows the result or the field's message.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData } from "@remix-run/react";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { UpstreamError } from "~/lib/envelope";
import { newsletterSchema } from "~/lib/forms/newsletter";
import { AppScreen } from "~/components/page/AppScreen";
import { FieldError } from "~/components/ui/FieldError";

export const loader = (args: LoaderFunctionArgs) => loadPage(args);
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "newsletter.title" };

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newsletterSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, { status: 422 });
  const lang = await resolveLanguage(request);
  try {
    await getUpstream(context, { request, lang }).call("newsletter/subscribe", submission.value);
    return { result: submission.reply({ resetForm: true }), sent: submission.value.email };
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const fields = error.fields ?? {};
    return data(
      { result: submission.reply({ fieldErrors: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])), formErrors: fields.email ? [] : [error.message || "errors.unknown"] }), sent: null },
      { status: 422 },
    );
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <AppScreen titleKey="newsletter.title">
      <p className="shop-desc mt-2">{t("newsletter.intro")}</p>
      {actionData?.sent ? (
        <p role="status" className="alert alert-success mt-4">
          {t("newsletter.sent", { email: actionData.sent })}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-4 flex max-w-md flex-col gap-2">
        <label htmlFor={fields.email.id} className="font-medium">
          {t("newsletter.emailLabel")}
        </label>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className="input w-full" />
        <FieldError id={fields.email.errorId} errors={fields.email.errors ?? form.errors} />
        <button type="submit" className="btn btn-primary self-start">
          {t("site.newsletterSubmit")}
        </button>
      </Form>
    </AppScreen>
  );
}
