/**
 * The password sign-in form (the code form is in CodeSigninForm.tsx); the route's action answers
 * both (by `intent`). The zod check loads with the shopper's first focus in the form
 * (lib/forms/use-light-form.ts, ADR 165).
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLightForm } from "~/lib/forms/use-light-form";
import { useLinks } from "~/lib/use-links";
import { FormMessage } from "~/components/ui/FormMessage";
import { TextField } from "./TextField";
import { EmailOrMobileFields } from "./EmailOrMobileFields";

const passwordCheck = () => import("~/features/auth/signin-checks").then((module) => module.password);

export type FormProps = {
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string | null;
  redirectTo: string | null;
};

export function PasswordSigninForm({ lastResult, notice, redirectTo }: FormProps) {
  const { t } = useTranslation();
  const links = useLinks();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useLightForm({
    id: "signin-password",
    lastResult,
    loadCheck: passwordCheck,
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" {...form.props} className="flex flex-col gap-1">
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
