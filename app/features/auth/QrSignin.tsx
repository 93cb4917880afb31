/**
 * The QR tab: the ticket's URL as a QR code (SVG made on the server). With JavaScript the page
 * polls auth/qr/status every 2 s through the /api/web proxy, which moves the token into the
 * session cookie, then goes on; without it the shopper asks again with a link (the loader
 * polls). No timed <meta refresh>: reloading a page on its own fails WCAG 2.2.1 (F41). Once the
 * tab's socket is open, polling stops: one status call registers the tab's visitor id with the
 * ticket and the phone's moves arrive as pushes (qr.scanned, qr.confirmed, qr.declined); one more status
 * call then claims the session. If the socket closes, polling resumes.
 */
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { onSocketMessage, useSocketState } from "~/realtime/events";
import { visitorId } from "~/realtime/visitor-id";

export type QrState = {
  ticket: string;
  url: string;
  svg: string;
  status: "pending" | "scanned" | "declined" | "expired";
};

const POLL_MS = 2_000;

type Polled = QrState["status"] | "confirmed";
type StatusAnswer = { status: Polled; expiresAt?: string };

async function askStatus(ticket: string, register?: string): Promise<StatusAnswer | null> {
  const response = await fetch("/api/web/auth/qr/status", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(register ? { ticket, visitorId: register } : { ticket }),
  }).catch(() => null);
  const answer = (await response?.json().catch(() => null)) as { code: number; data?: StatusAnswer } | null;
  return answer?.code === 0 && answer.data ? answer.data : null;
}
const STATUS_TEXT = {
  pending: "auth.qrWaiting",
  scanned: "auth.qrScanned",
  declined: "auth.qrDeclined",
  expired: "auth.qrExpired",
} as const;

export function QrSignin({ qr, next, newCodeHref }: { qr: QrState; next: string; newCodeHref: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [status, setStatus] = useState(qr.status);
  const live = status === "pending" || status === "scanned";

  useEffect(() => {
    setStatus(qr.status);
  }, [qr.ticket, qr.status]);

  const socket = useSocketState();
  const pushed = socket === "open";

  // Without a socket: poll.
  useEffect(() => {
    if (!live || pushed) return;
    const timer = setInterval(async () => {
      const polled = (await askStatus(qr.ticket))?.status;
      if (polled === "confirmed") window.location.assign(next);
      else if (polled) setStatus(polled);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [live, pushed, qr.ticket, next]);

  // With a socket: register once, then wait for the push (and look once more when the ticket ends).
  useEffect(() => {
    if (!live || !pushed) return;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const settle = (polled: Polled | undefined) => {
      if (done || !polled) return;
      if (polled === "confirmed") {
        done = true;
        window.location.assign(next);
      } else setStatus(polled);
    };
    const stopListening = onSocketMessage((message) => {
      const ticket = (message.data as { ticket?: string } | undefined)?.ticket;
      if (ticket !== qr.ticket) return;
      if (message.type === "qr.confirmed") askStatus(qr.ticket).then((answer) => settle(answer?.status));
      else if (message.type === "qr.scanned") settle("scanned");
      else if (message.type === "qr.declined") settle("declined");
    });
    askStatus(qr.ticket, visitorId()).then((answer) => {
      settle(answer?.status);
      const left = answer?.expiresAt ? Date.parse(answer.expiresAt) - Date.now() : NaN;
      if (Number.isFinite(left))
        expiry = setTimeout(() => askStatus(qr.ticket).then((late) => settle(late?.status)), Math.max(left, 0) + 500);
    });
    return () => {
      stopListening();
      clearTimeout(expiry);
    };
  }, [live, pushed, qr.ticket, next]);

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="shop-desc text-sm">{t("auth.qrIntro")}</p>
      {live && pushed ? (
        <p className="text-xs" data-qr-live>
          {t("realtime.qrLive")}
        </p>
      ) : null}
      <div className={`w-56 max-w-full rounded-box border border-base-300 bg-white p-2 ${live ? "" : "opacity-30"}`}>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
          alt={t("auth.qrImage")}
          width={224}
          height={224}
          className="h-auto w-full"
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        data-qr-status={status}
        className={`text-sm font-medium ${live ? "" : "text-error"}`}
      >
        {t(STATUS_TEXT[status])}
      </p>
      {live ? (
        <noscript>
          <a href={location.pathname + location.search} className="btn btn-outline btn-sm">
            {t("auth.qrCheckAgain")}
          </a>
        </noscript>
      ) : null}
      {live ? (
        <details className="text-xs">
          <summary className="cursor-pointer">{t("auth.qrOpenLink")}</summary>
          <a href={qr.url} data-qr-link className="link break-all">
            {qr.url}
          </a>
        </details>
      ) : (
        <Link to={newCodeHref} replace className="btn btn-outline btn-sm">
          {t("auth.qrNew")}
        </Link>
      )}
    </div>
  );
}
