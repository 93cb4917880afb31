/**
 * The user-centre actions' common answer: which form (intent) it was for, conform's reply for
 * that form, and an optional success notice (a locale key). A code 50/51 answer becomes the
 * usual redirect to sign-in.
 */
import { data } from "@remix-run/cloudflare";
import type { Submission } from "@conform-to/react";
import { UpstreamError } from "../envelope";
import { secureCookies, signOutToSignIn } from "../session.server";
import { failureReply } from "./auth-reply.server";

import type { UserActionResult } from "./user-action";

export function userActionSuccess(intent: string, submission: Submission<unknown>, notice: string, resetForm = true) {
  return data<UserActionResult>({ intent, result: submission.reply({ resetForm }), notice });
}

export function userActionInvalid(intent: string, submission: Submission<unknown>) {
  return data<UserActionResult>({ intent, result: submission.reply(), notice: null }, { status: 422 });
}

export function userActionFailure(intent: string, submission: Submission<unknown>, error: unknown, fields: string[], request: Request, env?: Env) {
  if (error instanceof UpstreamError && error.signedOut) throw signOutToSignIn(request, secureCookies(env));
  return data<UserActionResult>({ intent, result: failureReply(submission, error, fields), notice: null }, { status: 400 });
}
