/**
 * One form of the account screens (personal info, account): a headed section with an optional
 * note, the form's message line (errors, or what was done), its fields, and the submit button
 * that posts the form's `intent`. Every form of a screen posts to the screen's one action, so each
 * works without JavaScript.
 */
import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { FormMessage } from "~/components/ui/FormMessage";

type AccountFormSectionProps = {
  /** Names the heading's id (`<name>-heading`). */
  name: string;
  heading: string;
  /** Under the heading: what the form changes now, or what changing it does. */
  note?: ReactNode;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any conform form of the screen
  form: FormMetadata<any, string[]>;
  /** What the last post of this form did, in the shopper's words. */
  notice: string | null;
  intent: string;
  submit: string;
  busy: boolean;
  /**
   * The form has a second submit button (Send code): a hidden first one makes Enter in a field
   * post `intent`, not the second button's.
   */
  enterPostsIntent?: boolean;
  upload?: boolean;
  children: ReactNode;
};

export function AccountFormSection({
  name,
  heading,
  note,
  form,
  notice,
  intent,
  submit,
  busy,
  enterPostsIntent = false,
  upload = false,
  children,
}: AccountFormSectionProps) {
  return (
    <section aria-labelledby={`${name}-heading`}>
      <h2 id={`${name}-heading`} className="font-semibold">
        {heading}
      </h2>
      {note}
      <Form
        method="post"
        encType={upload ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className={`mt-2 flex flex-col ${upload ? "gap-2" : "gap-1"}`}
      >
        {enterPostsIntent ? (
          <button type="submit" name="intent" value={intent} className="hidden" tabIndex={-1} aria-hidden="true" />
        ) : null}
        <FormMessage id={form.errorId} errors={form.errors} notice={notice} />
        {children}
        <button type="submit" name="intent" value={intent} className="btn self-start btn-primary" disabled={busy}>
          {submit}
        </button>
      </Form>
    </section>
  );
}
