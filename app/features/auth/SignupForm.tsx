/**
 * The sign-up form: email or mobile (with country code), the code sent to it, a password,
 * agreement to the terms and the human check (slider or Turnstile). "Send code" and "Create account" are two
 * submit buttons of one form, told apart by `intent`.
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Trans, useTranslation } from "~/lib/i18n/react";
import { signupCodeSchema, signupSchema } from "~/features/auth/auth-forms";
import { useLinks } from "~/lib/use-links";
import { FieldError } from "~/components/ui/FieldError";
import { HumanCheckField } from "./HumanCheckField";
import type { HumanCheck } from "~/features/auth/human-check-form";
import { TextField } from "./TextField";
import { AccountCodeFields } from "./AccountCodeFields";

export type { SignupBy } from "./AccountFields";
import type { SignupBy } from "./AccountFields";

type SignupFields = {
  by: SignupBy;
  account: string;
  countryCode?: string;
  code?: string;
  password?: string;
  agree?: boolean;
  humanCheck?: string;
  redirect?: string;
};

type SignupFormProps = {
  by: SignupBy;
  check: HumanCheck | null;
  checkPassed: boolean;
  checkReset: unknown;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string | null;
  redirectTo: string;
};

export function SignupForm({ by, check, checkPassed, checkReset, lastResult, notice, redirectTo }: SignupFormProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<SignupFields>({
    id: `signup-${by}`,
    lastResult,
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: formData.get("intent") === "send-code" ? signupCodeSchema : signupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const link = (slug: string) => <Link to={links.detail("page", slug)} target="_blank" className="link link-primary" />;
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-1">
      <AccountCodeFields
        intent="signup"
        by={by}
        redirectTo={redirectTo}
        form={form}
        fields={fields}
        notice={notice}
        busy={busy}
        check={
          <HumanCheckField
            formId={form.id}
            check={check}
            passed={checkPassed}
            errors={fields.humanCheck.errors}
            resetKey={checkReset}
          />
        }
      />
      <TextField
        field={fields.password}
        labelKey="auth.password"
        type="password"
        autoComplete="new-password"
        hintKey="auth.passwordHint"
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-2 text-sm">
          <input
            {...getInputProps(fields.agree, { type: "checkbox" })}
            key={fields.agree.key}
            className="checkbox mt-0.5 checkbox-sm"
          />
          <span>
            <Trans
              i18nKey="auth.agree"
              components={{ privacy: link("privacy-policy"), terms: link("terms-of-service") }}
            />
          </span>
        </label>
        <FieldError id={fields.agree.errorId} errors={fields.agree.errors} />
      </div>
      <button type="submit" name="intent" value="signup" className="btn btn-primary" disabled={busy}>
        {t("auth.signupSubmit")}
      </button>
    </Form>
  );
}
