/**
 * Calls from the browser to /api/web/* for a screen: `api(name, body)` resolves to the answer's
 * data, or null once a failure has been told (api-call.ts). The call's code — the envelope, the
 * error catalogue, the sign-in link — loads with the first call, not with the page (ADR 358):
 * the only caller, the wish list, calls nothing for a visitor, who so never loads it. The request
 * leaves at once, before that code is in: a save must not wait for a download the shopper may
 * cut short by leaving the page.
 */
import { useLocation } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { dialogAtom, showToastAtom } from "~/state/notices";
import { useLinks } from "./use-links";
import { API_TIMEOUT_MS } from "../../functions/contract/upstream";

const loadCall = () => import("./api-call");

/**
 * Sends the call now. A shopper who taps the heart and at once leaves the page still has it saved:
 * the request is out before the answer's reader loads, and a keepalive request outlives the page
 * that sent it (the bodies are a few bytes, far under its cap).
 */
export function sendApi(name: string, body: unknown): Promise<Response> {
  const sent = fetch(`/api/web/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    keepalive: true,
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  // Read by callApi once its module is in; a failure meanwhile is not an unhandled rejection.
  sent.catch(() => undefined);
  return sent;
}

export function useApi() {
  const { t } = useTranslation();
  const showToast = useSetAtom(showToastAtom);
  const showDialog = useSetAtom(dialogAtom);
  const location = useLocation();
  const links = useLinks();

  return useCallback(
    async function call<T>(name: string, body: unknown = {}): Promise<T | null> {
      const sent = sendApi(name, body);
      const { callApi } = await loadCall();
      return callApi<T>(sent, {
        translate: (key) => t(key),
        showToast,
        showDialog,
        signInPath: links.path("/auth/signin"),
        returnPath: location.pathname + location.search,
      });
    },
    [t, showToast, showDialog, location, links],
  );
}
