/** Forgotten password: the account gets a reset code (the same answer whether it exists or not). */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { resolveLanguage } from "~/lib/language.server";
import { getUpstream } from "~/lib/upstream.server";
import { accountPayload, forgetSchema } from "~/lib/forms/auth";
import { failureReply } from "~/lib/forms/auth-reply.server";
import { redirectSignedIn } from "~/lib/session.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { useLinks } from "~/lib/use-links";
import { AuthLayout } from "~/components/auth/AuthLayout";
import { FormMessage } from "~/components/auth/FormMessage";
import { TextField } from "~/components/auth/TextField";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.forget" };

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  return loadPage(args);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgetSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  try {
    await getUpstream(context, { request, lang: await resolveLanguage(request) }).call("auth/forget", accountPayload(submission.value));
  } catch (error) {
    return data({ result: failureReply(submission, error, ["account"]) }, { status: 400 });
  }
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  return redirect(`${withLanguage("/auth/reset-password", prefix)}?account=${encodeURIComponent(submission.value.account)}`);
}

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgetSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthLayout
      titleKey="pages.forget"
      intro={t("auth.forgetIntro")}
      footer={
        <Link to={links.path("/auth/signin")} className="link link-primary">
          {t("auth.signinLink")}
        </Link>
      }
    >
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
        <FormMessage id={form.errorId} errors={form.errors} />
        <TextField field={fields.account} labelKey="auth.account" type="text" autoComplete="username" placeholderKey="auth.accountPlaceholder" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("auth.forgetSubmit")}
        </button>
      </Form>
    </AuthLayout>
  );
}
