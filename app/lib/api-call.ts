/**
 * One call from the browser to /api/web/* (the Worker's proxy adds x-auth from the HttpOnly
 * cookie). The 20 s timeout and the error catalogue apply exactly as on the server: a failure is
 * told through `noticeFor` and resolves to null, so callers only handle success. Loaded by
 * use-api.ts on the first call, not with the page (ADR 358): a visitor's page makes none.
 */
import { CODE } from "../../functions/contract/envelope";
import { API_TIMEOUT_MS } from "../../functions/contract/upstream";
import { isEnvelope } from "./envelope";
import { noticeFor } from "./notice";
import { signInHref } from "./sign-in-link";

/** What the calling screen lends the call to tell a failure. */
export type ApiCallContext = {
  translate: (key: string) => string;
  showToast: (toast: { text: string }) => void;
  showDialog: (text: string) => void;
  signInPath: string;
  returnPath: string;
};

export async function callApi<T>(name: string, body: unknown, context: ApiCallContext): Promise<T | null> {
  let code: number = CODE.error;
  let msg = "";
  let status: number | undefined;
  try {
    const response = await fetch(`/api/web/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      // A shopper who taps the heart and at once follows a link still has it saved: a keepalive
      // request outlives the page that sent it (the bodies are a few bytes, far under its cap).
      keepalive: true,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    status = response.status;
    const envelope: unknown = await response.json().catch(() => null);
    if (isEnvelope(envelope)) {
      if (envelope.code === CODE.success) return envelope.data as T;
      ({ code, msg } = envelope);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") code = CODE.timeout;
  }
  const notice = noticeFor(code, msg, status);
  if (notice.kind === "dialog") context.showDialog(notice.text);
  if (notice.kind === "toast")
    context.showToast({ text: notice.text ?? context.translate(notice.key ?? "errors.unknown") });
  // Codes 50/51: the proxy's answer has already cleared the HttpOnly cookie (the script
  // cannot); sign-in says "login error" and comes back here. A document load, so nothing
  // of the ended session (the head's name, the wish list in memory) outlives it.
  if (notice.kind === "signOut") window.location.assign(signInHref(context.signInPath, context.returnPath, true));
  return null;
}
