/**
 * The bind screen (routes/auth.bind.tsx): an email or mobile number for the signed-in account, so
 * it can also sign in without WeChat and receive order mail; "Later" goes on without binding.
 */
import { Form, Link, useNavigation, type useActionData, type useLoaderData } from "@remix-run/react";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { bindCodeSchema, bindSchema } from "./auth-forms";
import type { bindAction, loadBind } from "./bind.server";
import { AuthLayout } from "./AuthLayout";
import { AccountKindTabs, type SignupBy } from "./AccountFields";
import { AccountCodeFields } from "./AccountCodeFields";
import { HumanCheckField } from "./HumanCheckField";
import type { HumanCheck } from "./human-check-form";

const BIND_LABELS = { email: "auth.email", mobile: "auth.mobile", nav: "auth.bindTitle" };

type BindAnswer = ReturnType<typeof useActionData<typeof bindAction>>;

type BindScreenProps = {
  loaded: ReturnType<typeof useLoaderData<typeof loadBind>>;
  answer: BindAnswer;
};

export function BindScreen({ loaded, answer }: BindScreenProps) {
  const { t } = useTranslation();
  const { by, check, next } = loaded;
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
      <BindForm key={by} by={by} next={next} check={check} answer={answer} />
    </AuthLayout>
  );
}

function BindForm({
  by,
  next,
  check,
  answer: actionData,
}: {
  by: SignupBy;
  next: string;
  check: HumanCheck | null;
  answer: BindAnswer;
}) {
  const { t } = useTranslation();
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
