/**
 * Calls from the browser to /api/web/* for a screen: `api(name, body)` resolves to the answer's
 * data, or null once a failure has been told (api-call.ts). The call's code — the envelope, the
 * error catalogue, the sign-in link — loads with the first call, not with the page (ADR 358):
 * the only caller, the wish list, calls nothing for a visitor, who so never loads it.
 */
import { useLocation } from "@remix-run/react";
import { useSetAtom } from "jotai";
import { useCallback } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { dialogAtom, showToastAtom } from "~/state/notices";
import { useLinks } from "./use-links";

const loadCall = () => import("./api-call");

export function useApi() {
  const { t } = useTranslation();
  const showToast = useSetAtom(showToastAtom);
  const showDialog = useSetAtom(dialogAtom);
  const location = useLocation();
  const links = useLinks();

  return useCallback(
    async function call<T>(name: string, body: unknown = {}): Promise<T | null> {
      const { callApi } = await loadCall();
      return callApi<T>(name, body, {
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
