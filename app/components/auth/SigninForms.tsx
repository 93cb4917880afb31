/** The password and code sign-in forms; the route's action answers both (by `intent`). */
import { Form, Link, useNavigation } from "@remix-run/react";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/i18n/react";
import { signinCodeRequestSchema, signinCodeSchema, signinPasswordSchema } from "~/lib/forms/auth";
import { useLinks } from "~/lib/use-links";
import { FormMessage } from "~/components/ui/FormMessage";
import { TextField } from "./TextField";
import { CodeField } from "./CodeField";
import { HumanCheckField } from "./HumanCheckField";
import type { HumanCheck } from "~/lib/forms/human-check";
import { EmailOrMobileFields } from "./AccountFields";

type FormProps = { lastResult?: SubmissionResult<string[]> | null; notice?: string | null; redirectTo: string | null };

export function PasswordSigninForm({ lastResult, notice, redirectTo }: FormProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "signin-password",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signinPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
      <FormMessage id={form.errorId} errors={form.errors} notice={notice} />
      <input type="hidden" name="redirect" value={redirectTo ?? ""} />
      <EmailOrMobileFields account={fields.account} countryCode={fields.countryCode} />
      <TextField field={fields.password} labelKey="auth.password" type="password" autoComplete="current-password" />
      <Link to={links.path("/auth/forget")} className="-mt-4 mb-2 link self-end text-sm link-hover">
        {t("auth.forgotLink")}
      </Link>
      <button type="submit" name="intent" value="password" className="btn btn-primary" disabled={busy}>
        {t("auth.signinSubmit")}
      </button>
    </Form>
  );
}

/** "Send code" needs the human check (ADR 105); signing in with the code does not. */
export function CodeSigninForm({
  check,
  checkReset,
  lastResult,
  notice,
  redirectTo,
}: FormProps & { check: HumanCheck | null; checkReset: unknown }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<{
    account: string;
    countryCode?: string;
    code?: string;
    redirect?: string;
    humanCheck?: string;
  }>({
    id: "signin-code",
    lastResult,
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get("intent") === "send-code" ? signinCodeRequestSchema : signinCodeSchema,
      }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
      {/* Enter in a field signs in: the first submit button is the form's default. */}
      <button type="submit" name="intent" value="code" className="hidden" tabIndex={-1} aria-hidden="true" />
      <FormMessage id={form.errorId} errors={form.errors} notice={notice} />
      <input type="hidden" name="redirect" value={redirectTo ?? ""} />
      <EmailOrMobileFields account={fields.account} countryCode={fields.countryCode} />
      <HumanCheckField formId={form.id} check={check} errors={fields.humanCheck.errors} resetKey={checkReset} />
      <CodeField field={fields.code} busy={busy} />
      <button type="submit" name="intent" value="code" className="btn btn-primary" disabled={busy}>
        {t("auth.signinSubmit")}
      </button>
    </Form>
  );
}
