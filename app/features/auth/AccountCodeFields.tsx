/**
 * The start of the sign-up and bind forms: Enter submits `intent` (a hidden first submit button
 * is the form's default), the form's message, the email-or-mobile fields and the code with its
 * "Send code" button, with the human check (`check`) between them: it is passed before asking.
 */
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { AccountFields, type SignupBy } from "./AccountFields";
import { CodeField } from "./CodeField";
import { FormMessage } from "~/components/ui/FormMessage";

type AccountCodeFieldsProps = {
  intent: string;
  by: SignupBy;
  redirectTo: string;
  form: { errorId: string; errors?: string[] };
  fields: {
    account: FieldMetadata<string | undefined>;
    countryCode: FieldMetadata<string | undefined>;
    code: FieldMetadata<string | undefined>;
  };
  notice: string | null | undefined;
  busy: boolean;
  check?: ReactNode;
};

export function AccountCodeFields({
  intent,
  by,
  redirectTo,
  form,
  fields,
  notice,
  busy,
  check,
}: AccountCodeFieldsProps) {
  return (
    <>
      <button type="submit" name="intent" value={intent} className="hidden" tabIndex={-1} aria-hidden="true" />
      <FormMessage id={form.errorId} errors={form.errors} notice={notice} />
      <input type="hidden" name="by" value={by} />
      <input type="hidden" name="redirect" value={redirectTo} />
      <AccountFields by={by} account={fields.account} countryCode={fields.countryCode} />
      {check}
      <CodeField field={fields.code} busy={busy} />
    </>
  );
}
