/**
 * Sign-in by a code sent to the account; the route's action answers it (by `intent`). Loaded only
 * on the code tab, with the human check it needs (ADR 105, 165); its zod check loads with the
 * shopper's first focus in the form.
 */
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLightForm } from "~/lib/forms/use-light-form";
import { FormMessage } from "~/components/ui/FormMessage";
import { CodeField } from "./CodeField";
import { HumanCheckField } from "./HumanCheckField";
import type { HumanCheck } from "~/features/auth/human-check-form";
import { EmailOrMobileFields } from "./EmailOrMobileFields";
import type { FormProps } from "./PasswordSigninForm";

const codeCheck = () => import("~/features/auth/signin-checks").then((module) => module.code);

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
  const [form, fields] = useLightForm({ id: "signin-code", lastResult, loadCheck: codeCheck });
  return (
    <Form method="post" {...form.props} className="flex flex-col gap-1">
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
