/**
 * The one failure shape of every action: conform's submission reply (`formErrors` for the form's
 * own message, `fieldErrors` beside their fields), shown by `FormMessage` and `FieldError`
 * (components/ui). A refused call becomes that reply here: code-40 field messages go beside the
 * fields the form has, anything else (a dialog text, "out of stock", a timeout) is the form's
 * message; codes 50/51 throw the redirect to sign-in with the session cookie cleared, coming back
 * to the page (or `returnPath`). The texts are the backend's words or locale keys.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { UpstreamError } from "./envelope";
import { noticeFor, type Notice } from "./notice";
import { markNotice } from "./forms/form-notice";
import { signOutToSignIn } from "./session.server";

export type FailureOptions = {
  /** The parsed form: its reply keeps the shopper's entries (minus `hideFields`). */
  submission?: Submission<unknown>;
  /** The form's field names: a backend message for one of these goes beside it. */
  fields?: readonly string[];
  /** Where sign-in comes back to after a session ended (default: the page posted to). */
  returnPath?: string;
  /** Entries never echoed back (passwords, codes). */
  hideFields?: string[];
};

/** A reply with only the form's own message (bad input that has no field, a refused call). */
export function formError(message: string, submission?: Submission<unknown>): SubmissionResult<string[]> {
  return submission ? submission.reply({ formErrors: [message] }) : { status: "error", error: { "": [message] } };
}

/**
 * The form's message: a dialog's text, the backend's words for 40/41, the fixed text of docs/spec.md
 * §8 for the other codes — except that an unknown error the backend explained in its own
 * words (a 500 with a `msg`) says those words rather than "An unknown error occurred.".
 */
function formMessage(error: UpstreamError, notice: Notice): string {
  if (notice.kind === "dialog") return notice.text || "errors.unknown";
  if (notice.kind !== "toast") return "errors.unknown";
  if (notice.key === "errors.unknown" && error.fromBackend && error.message) return error.message;
  return notice.text ?? notice.key ?? "errors.unknown";
}

/** The refused call as the one failure shape, with the HTTP status to answer it with. */
export function failureReply(
  error: unknown,
  { request, context }: { request: Request; context: AppLoadContext },
  options: FailureOptions = {},
): { result: SubmissionResult<string[]>; status: number } {
  if (!(error instanceof UpstreamError)) throw error;
  const notice = noticeFor(error.code, error.message, error.status);
  if (notice.kind === "signOut") throw signOutToSignIn(request, context.session.secure, options.returnPath);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (options.fields?.includes(name)) fieldErrors[name] = [message];
    // A form without the field the backend names still says what is wrong ("out of stock").
    else formErrors.push(message);
  }
  // The form's own message says how to tell it (a dialog for 10, an error toast otherwise), as a
  // browser call's would; forms/form-notice.ts.
  if (!formErrors.length && !Object.keys(fieldErrors).length)
    formErrors.push(markNotice(notice.kind === "dialog" ? "dialog" : "toast", formMessage(error, notice)));
  const status = error.status >= 400 && error.status < 600 ? error.status : 400;
  const { submission, hideFields } = options;
  const result = submission
    ? submission.reply({ formErrors, fieldErrors, hideFields })
    : { status: "error" as const, error: { "": formErrors, ...fieldErrors } };
  return { result, status };
}
