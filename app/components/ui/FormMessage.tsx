/**
 * A form's own message (wrong password, too many tries, "code sent"): errors are alerts, notices
 * are status lines. Texts are locale keys or the backend's words, already translated. A refusal
 * from the backend also opens the code-10 dialog or the error toast when JavaScript runs
 * (forms/form-notice.ts), the way a browser call's does; the alert stays for everyone.
 */
import { useEffect, useRef } from "react";
import { useSetAtom } from "jotai";
import { useTranslation } from "~/lib/i18n/react";
import { translateMessage } from "~/lib/forms/messages";
import { readNotice } from "~/lib/forms/form-notice";
import { dialogAtom, showToastAtom } from "~/state/notices";

/** `className` places it (spacing); errors are the form's own messages of an action's reply (lib/forms/form-errors.ts). */
type FormMessageProps = { id?: string; errors?: string[]; notice?: string | null; className?: string };

export function FormMessage({ id, errors, notice, className = "mb-3 text-sm" }: FormMessageProps) {
  const { t } = useTranslation();
  const error = errors?.[0];
  const told = error ? readNotice(error) : null;
  const text = error ? translateMessage(t, error) : null;
  useNoticeOnce(errors, told?.kind ?? null, text);
  if (error) {
    return (
      <p id={id} role="alert" className={`alert alert-error ${className}`}>
        {text}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <p role="status" className={`alert alert-success ${className}`}>
      {notice}
    </p>
  );
}

/** Each reply's message is told once (a new reply is a new `errors` array), and only in the browser. */
function useNoticeOnce(errors: string[] | undefined, kind: "dialog" | "toast" | null, text: string | null) {
  const showToast = useSetAtom(showToastAtom);
  const showDialog = useSetAtom(dialogAtom);
  const told = useRef<string[] | undefined>(undefined);
  useEffect(() => {
    if (!errors || !kind || !text || told.current === errors) return;
    told.current = errors;
    if (kind === "dialog") showDialog(text);
    else showToast({ text });
  }, [errors, kind, text, showToast, showDialog]);
}
