/**
 * What an action answers when the backend refused: the shopper's message (the server's own
 * text for 10/40/41, else a locale key) and per-field messages; codes 50/51 become a redirect
 * to sign-in that comes back to the page. One place, so every form reacts the same way.
 */
import { data, redirect } from "@remix-run/cloudflare";
import { UpstreamError } from "./envelope";
import { noticeFor } from "./notice";
import { clearSessionCookie } from "./session.server";
import { splitLanguage, withLanguage } from "./url-rules";

export type ActionFailure = { ok: false; message: string; dialog: boolean; fields: Record<string, string> };

/** The failure as a value: a redirect to sign-in, or what to tell the shopper and with which status. */
export function describeFailure(error: unknown, request: Request): { redirect: ReturnType<typeof redirect> } | { failure: ActionFailure; status: number } {
  if (!(error instanceof UpstreamError)) throw error;
  const notice = noticeFor(error.code, error.message, error.status);
  if (notice.kind === "signOut") {
    const url = new URL(request.url);
    const signIn = withLanguage("/auth/signin", splitLanguage(url.pathname).prefix);
    return {
      redirect: redirect(`${signIn}?redirect=${encodeURIComponent(url.pathname + url.search)}`, {
        headers: { "set-cookie": clearSessionCookie() },
      }),
    };
  }
  // A form without the field the backend names still says what is wrong ("out of stock"), not
  // only the generic "check the highlighted fields".
  const firstField = Object.values(error.fields ?? {})[0];
  const message = notice.kind === "dialog" ? notice.text : (firstField ?? (notice.kind === "toast" ? (notice.text ?? notice.key ?? "") : ""));
  const failure: ActionFailure = { ok: false, message: message || "errors.unknown", dialog: notice.kind === "dialog", fields: error.fields ?? {} };
  return { failure, status: error.status >= 400 && error.status < 600 ? error.status : 400 };
}

export function actionFailure(error: unknown, request: Request) {
  const described = describeFailure(error, request);
  return "redirect" in described ? described.redirect : data(described.failure, { status: described.status });
}
