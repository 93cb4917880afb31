/**
 * Turns a failed backend answer into a conform reply: code-40 field messages beside their
 * fields, anything else (wrong password, rate limits, …) as the form's message. The backend's
 * messages are already in the shopper's language.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { Submission } from "@conform-to/react";
import { UpstreamError } from "../envelope";

export function failureReply(submission: Submission<unknown>, error: unknown, fieldNames: string[]): SubmissionResult<string[]> {
  if (!(error instanceof UpstreamError)) throw error;
  const fields = error.fields ?? {};
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    if (fieldNames.includes(name)) fieldErrors[name] = [message];
    else formErrors.push(message);
  }
  if (!Object.keys(fieldErrors).length && !formErrors.length) formErrors.push(error.message || "errors.unknown");
  return submission.reply({ fieldErrors, formErrors, hideFields: ["password", "code"] });
}
