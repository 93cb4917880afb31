/**
 * The user-center actions' common answer: which form (intent) it was for, conform's reply for
 * that form (the one failure shape, lib/action-failure.server.ts), and an optional success
 * notice (a locale key). A code 50/51 answer becomes the usual redirect to sign-in.
 */
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import type { Submission } from "@conform-to/react";
import { failureReply } from "../../lib/action-failure.server";

import type { UserActionResult } from "./user-action";

/** Passwords and codes are never sent back into the form. */
export const SECRET_FIELDS = ["password", "code"];

export function userActionSuccess(intent: string, submission: Submission<unknown>, notice: string, resetForm = true) {
  return data<UserActionResult>({ intent, result: submission.reply({ resetForm }), notice });
}

export function userActionInvalid(intent: string, submission: Submission<unknown>) {
  return data<UserActionResult>({ intent, result: submission.reply(), notice: null }, { status: 422 });
}

export function userActionFailure(
  intent: string,
  submission: Submission<unknown>,
  error: unknown,
  fields: string[],
  args: { request: Request; context: AppLoadContext },
) {
  const { result } = failureReply(error, args, { submission, fields, hideFields: SECRET_FIELDS });
  return data<UserActionResult>({ intent, result, notice: null }, { status: 400 });
}
