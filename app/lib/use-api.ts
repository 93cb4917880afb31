/**
 * Calls from the browser to /api/web/* (the Worker's proxy adds x-auth from the HttpOnly cookie).
 * The 20 s timeout and the error catalogue apply exactly as on the server: failures are shown
 * through `noticeFor` and resolve to null, so callers only handle success.
 */
import { useLocation } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { CODE } from "../../functions/contract/envelope";
import { API_TIMEOUT_MS } from "../../functions/contract/upstream";
import { isEnvelope } from "./envelope";
import { noticeFor } from "./notice";
import { dialogAtom, showToastAtom } from "~/state/notices";
import { useLinks } from "./use-links";
import { signInHref } from "./sign-in-link";

export function useApi() {
  const { t } = useTranslation();
  const showToast = useSetAtom(showToastAtom);
  const showDialog = useSetAtom(dialogAtom);
  const location = useLocation();
  const links = useLinks();

  return useCallback(
    async function call<T>(name: string, body: unknown = {}): Promise<T | null> {
      let code: number = CODE.error;
      let msg = "";
      let status: number | undefined;
      try {
        const response = await fetch(`/api/web/${name}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
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
      if (notice.kind === "dialog") showDialog(notice.text);
      if (notice.kind === "toast") showToast({ text: notice.text ?? t(notice.key ?? "errors.unknown") });
      // Codes 50/51: the proxy's answer has already cleared the HttpOnly cookie (the script
      // cannot); sign-in says "login error" and comes back here. A document load, so nothing
      // of the ended session (the head's name, the wish list in memory) outlives it.
      if (notice.kind === "signOut")
        window.location.assign(signInHref(links.path("/auth/signin"), location.pathname + location.search, true));
      return null;
    },
    [t, showToast, showDialog, location, links],
  );
}
