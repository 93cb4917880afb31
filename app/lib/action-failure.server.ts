/**
 * What an action answers when the backend refused: the shopper's message (the server's own
 * text for 10/40/41, else a locale key) and per-field messages; codes 50/51 become a redirect
 * to sign-in that comes back to the page. One place, so every form reacts the same way.
 */
import { data } from "@remix-run/cloudflare";
import { UpstreamError } from "./envelope";
import { noticeFor } from "./notice";
import { secureCookies, signOutToSignIn } from "./session.server";

export type ActionFailure = { ok: false; message: string; dialog: boolean; fields: Record<string, string> };

/** The failure as a value: a redirect to sign-in, or what to tell the shopper and with which status. */
export function describeFailure(
  error: unknown,
  request: Request,
  env?: Env,
): { redirect: ReturnType<typeof signOutToSignIn> } | { failure: ActionFailure; status: number } {
  if (!(error instanceof UpstreamError)) throw error;
  const notice = noticeFor(error.code, error.message, error.status);
  if (notice.kind === "signOut") return { redirect: signOutToSignIn(request, secureCookies(env)) };
  // A form without the field the backend names still says what is wrong ("out of stock"), not
  // only the generic "check the highlighted fields".
  const firstField = Object.values(error.fields ?? {})[0];
  const message = notice.kind === "dialog" ? notice.text : (firstField ?? (notice.kind === "toast" ? (notice.text ?? notice.key ?? "") : ""));
  const failure: ActionFailure = { ok: false, message: message || "errors.unknown", dialog: notice.kind === "dialog", fields: error.fields ?? {} };
  return { failure, status: error.status >= 400 && error.status < 600 ? error.status : 400 };
}

export function actionFailure(error: unknown, request: Request, env?: Env) {
  const described = describeFailure(error, request, env);
  return "redirect" in described ? described.redirect : data(described.failure, { status: described.status });
}
