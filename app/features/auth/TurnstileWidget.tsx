/**
 * Cloudflare Turnstile (ADR 105), when the backend asks for it. The widget needs JavaScript: its
 * script is loaded on demand from challenges.cloudflare.com (allowed by the page's CSP only when
 * TURNSTILE_SITE_KEY is set) and rendered explicitly, so it also appears after a client-side
 * navigation. It puts its token into the form as `cf-turnstile-response`. A token is good for one
 * backend check: `resetKey` changes after every action, and the widget then makes a new one.
 * Without JavaScript the shopper is told to turn it on (the form cannot pass).
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";

const SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type TurnstileApi = {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(id: string): void;
  remove(id: string): void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile did not load")));
    script.onerror = () => {
      loading = null;
      reject(new Error("turnstile did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function TurnstileWidget({
  siteKey,
  resetKey,
  language,
}: {
  siteKey: string;
  resetKey: unknown;
  language: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (cancelled || !box.current) return;
        widget.current = api.render(box.current, {
          sitekey: siteKey,
          "response-field-name": "cf-turnstile-response",
          language: language.toLowerCase(),
        });
      })
      .catch((error) => console.error(error));
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = null;
    };
  }, [siteKey, language]);
  useEffect(() => {
    if (widget.current) window.turnstile?.reset(widget.current);
  }, [resetKey]);
  return (
    <>
      <div ref={box} className="min-h-16" data-turnstile />
      <noscript>
        <p className="text-sm text-warning">{t("auth.turnstileNoScript")}</p>
      </noscript>
    </>
  );
}
