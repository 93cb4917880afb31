/**
 * Bind an email or mobile number to the signed-in account: where a first WeChat sign-in lands,
 * so the new account can also sign in without WeChat and receive order mail. The code comes from
 * auth/sendCode with scene "bind"; "Later" goes on without binding.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { loadPage } from "~/lib/page.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { accountLabel, accountPayload, bindCodeSchema, bindSchema } from "~/features/auth/auth-forms";
import { failureReply } from "~/lib/action-failure.server";
import { SECRET_FIELDS } from "~/features/account/user-action.server";
import { afterSignIn, requireSession } from "~/lib/session.server";
import { AuthLayout } from "~/features/auth/AuthLayout";
import { AccountKindTabs, type SignupBy } from "~/features/auth/AccountFields";
import { AccountCodeFields } from "~/features/auth/AccountCodeFields";
import { HumanCheckField } from "~/features/auth/HumanCheckField";
import { humanCheckInput, type HumanCheck } from "~/features/auth/human-check-form";
import { loadHumanCheck } from "~/features/auth/human-check.server";

const BIND_LABELS = { email: "auth.email", mobile: "auth.mobile", nav: "auth.bindTitle" };

export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.bind" };

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const [, page, check] = await Promise.all([requireSession(args), loadPage(args), loadHumanCheck(args)]);
  const by: SignupBy = url.searchParams.get("by") === "mobile" ? "mobile" : "email";
  return data(
    { ...page.data, by, check, next: afterSignIn(args.request, url.searchParams.get("redirect")) },
    page.init ?? undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const sending = formData.get("intent") === "send-code";
  const submission = parseWithZod(formData, { schema: sending ? bindCodeSchema : bindSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 422 });
  const value = submission.value as {
    by: SignupBy;
    account: string;
    countryCode?: string;
    code?: string;
    redirect?: string;
  };
  const account = accountPayload(value);
  const upstream = context.upstream;
  try {
    if (sending) {
      await upstream.call("auth/sendCode", { ...account, scene: "bind", humanCheck: humanCheckInput(formData) });
      return { result: submission.reply(), notice: accountLabel(value) };
    }
    // bindSchema requires the code (only the send-code branch, which returned above, lacks it).
    await upstream.call("auth/bind", { ...account, code: value.code ?? "" });
    return redirect(afterSignIn(request, value.redirect));
  } catch (error) {
    return data(
      {
        result: failureReply(
          error,
          { request, context },
          { submission, fields: ["account", "countryCode", "code", "humanCheck"], hideFields: SECRET_FIELDS },
        ).result,
        notice: null,
      },
      { status: 400 },
    );
  }
}

export default function Screen() {
  const { t } = useTranslation();
  const { by, check, next } = useLoaderData<typeof loader>();
  return (
    <AuthLayout
      titleKey="auth.bindTitle"
      intro={t("auth.bindIntro")}
      footer={
        <Link to={next} className="link link-primary" data-bind-later>
          {t("auth.bindLater")}
        </Link>
      }
    >
      <AccountKindTabs by={by} next={next} labels={BIND_LABELS} />
      <BindForm key={by} by={by} next={next} check={check} />
    </AuthLayout>
  );
}

function BindForm({ by, next, check }: { by: SignupBy; next: string; check: HumanCheck | null }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<{
    by: SignupBy;
    account: string;
    countryCode?: string;
    code?: string;
    redirect?: string;
    humanCheck?: string;
  }>({
    id: `bind-${by}`,
    lastResult: actionData?.result,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: formData.get("intent") === "send-code" ? bindCodeSchema : bindSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const notice = actionData?.notice ? t("auth.codeSent", { account: actionData.notice }) : null;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
      <AccountCodeFields
        intent="bind"
        by={by}
        redirectTo={next}
        form={form}
        fields={fields}
        notice={notice}
        busy={busy}
        check={
          <HumanCheckField formId={form.id} check={check} errors={fields.humanCheck.errors} resetKey={actionData} />
        }
      />
      <button type="submit" name="intent" value="bind" className="btn btn-primary" disabled={busy}>
        {t("auth.bindSubmit")}
      </button>
    </Form>
  );
}
