/** Forgotten password: the account gets a reset code (the same answer whether it exists or not), after the human check. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { accountPayload, forgetSchema } from "~/features/auth/auth-forms";
import { failureReply } from "~/lib/action-failure.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { redirectSignedIn } from "~/lib/session.server";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { useLinks } from "~/lib/use-links";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { AuthForm, useAuthForm } from "~/features/auth/AuthForm";
import { HumanCheckField } from "~/features/auth/HumanCheckField";
import { humanCheckInput } from "~/features/auth/human-check-form";
import { loadHumanCheck } from "~/features/auth/human-check.server";
import { EmailOrMobileFields } from "~/features/auth/AccountFields";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.forget" };

export async function loader(args: LoaderFunctionArgs) {
  await redirectSignedIn(args);
  const [page, check] = await Promise.all([loadPage(args), loadHumanCheck(args)]);
  return data({ ...page.data, check }, page.init ?? undefined);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: forgetSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  try {
    await context.upstream.call("auth/forget", {
      ...accountPayload(submission.value),
      humanCheck: humanCheckInput(formData),
    });
  } catch (error) {
    return data(
      {
        result: failureReply(
          error,
          { request, context },
          { submission, fields: ["account", "countryCode", "humanCheck"], hideFields: SECRET_FIELDS },
        ).result,
      },
      { status: 400 },
    );
  }
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  // The reset form starts with the same account and country code.
  const sent = accountPayload(submission.value);
  const search = new URLSearchParams({
    account: sent.account,
    ...(sent.countryCode ? { countryCode: sent.countryCode } : {}),
  });
  return redirect(`${withLanguage("/auth/reset-password", prefix)}?${search}`);
}

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  const [form, fields] = useAuthForm(forgetSchema);
  const { check } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
      <AuthForm form={form} submitKey="auth.forgetSubmit">
        <EmailOrMobileFields account={fields.account} countryCode={fields.countryCode} />
        <HumanCheckField formId={form.id} check={check} errors={fields.humanCheck?.errors} resetKey={actionData} />
      </AuthForm>
    </AuthLayout>
  );
}
