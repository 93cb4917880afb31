/** Reset password with the code from auth/forget; every session ends, then the shopper signs in again. */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { accountPayload, resetPasswordSchema } from "~/features/auth/auth-forms";
import { failureReply } from "~/lib/action-failure.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { clearSessionCookie } from "../../functions/contract/session-cookie";
import { splitLanguage, withLanguage } from "~/lib/url-rules";
import { useLinks } from "~/lib/use-links";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { AuthForm, useAuthForm } from "~/features/auth/AuthForm";
import { TextField } from "~/features/auth/TextField";
import { EmailOrMobileFields } from "~/features/auth/AccountFields";
import { isCountryCode } from "../../functions/contract/mobile-numbers";

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.resetPassword" };

export const loader = (args: LoaderFunctionArgs) => loadPage(args);

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 422 });
  const { code, password } = submission.value;
  try {
    await context.upstream.call("auth/resetPassword", { ...accountPayload(submission.value), code, password });
  } catch (error) {
    return data(
      {
        result: failureReply(
          error,
          { request, context },
          { submission, fields: ["account", "countryCode", "code", "password"], hideFields: SECRET_FIELDS },
        ).result,
      },
      { status: 400 },
    );
  }
  const { prefix } = splitLanguage(new URL(request.url).pathname);
  // The reset ended every session, this browser's included.
  return redirect(`${withLanguage("/auth/signin", prefix)}?reset=1`, {
    headers: { "set-cookie": clearSessionCookie(context.session.secure) },
  });
}

export default function Screen() {
  const { t } = useTranslation();
  const links = useLinks();
  const [params] = useSearchParams();
  const countryCode = params.get("countryCode");
  const [form, fields] = useAuthForm(resetPasswordSchema, {
    account: params.get("account") ?? "",
    ...(isCountryCode(countryCode) ? { countryCode } : {}),
  });
  return (
    <AuthLayout
      titleKey="pages.resetPassword"
      intro={t("auth.resetIntro")}
      footer={
        <Link to={links.path("/auth/forget")} className="link link-primary">
          {t("auth.sendCode")}
        </Link>
      }
    >
      <AuthForm form={form} submitKey="auth.resetSubmit">
        <EmailOrMobileFields account={fields.account} countryCode={fields.countryCode} />
        <TextField
          field={fields.code}
          labelKey="auth.code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <TextField
          field={fields.password}
          labelKey="auth.newPassword"
          type="password"
          autoComplete="new-password"
          hintKey="auth.passwordHint"
        />
      </AuthForm>
    </AuthLayout>
  );
}
