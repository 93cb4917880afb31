/** The states an application went through, oldest first, each with its time (from the return's timestamps). */
import { formatDateTime } from "~/features/account/user-center";
import { useTranslation } from "~/lib/i18n/react";
import type { ReturnOrder } from "./types";

type Event = { key: string; at: string; text: string };

export function returnEvents(
  item: ReturnOrder,
  t: (key: string, values?: Record<string, string>) => string,
  money: (minor: number) => string,
): Event[] {
  const events: Event[] = [{ key: "applied", at: item.createdAt, text: t("returns.events.applied") }];
  if (item.auditedAt)
    events.push({
      key: "audited",
      at: item.auditedAt,
      text: t(item.auditStatus === "refused" ? "returns.events.refused" : "returns.events.approved"),
    });
  if (item.deliveryTime) events.push({ key: "sent", at: item.deliveryTime, text: t("returns.events.sent") });
  if (item.cancelledAt) events.push({ key: "cancelled", at: item.cancelledAt, text: t("returns.events.cancelled") });
  if (item.completedAt) {
    const detail = item.refundedAt
      ? t("returns.events.refunded", { amount: money(item.refundAmount) })
      : item.refundPending
        ? t(item.refundManual ? "payment.refundPendingManual" : "returns.events.refundPending", {
            amount: money(item.refundAmount),
          })
        : item.exchangeExpressName
          ? t("returns.events.exchanged", { name: item.exchangeExpressName, number: item.exchangeExpressNo ?? "" })
          : "";
    events.push({
      key: "completed",
      at: item.completedAt,
      text: [t("returns.events.completed"), detail].filter(Boolean).join(" · "),
    });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

export function ReturnTimeline({
  item,
  money,
  lang,
}: {
  item: ReturnOrder;
  money: (minor: number) => string;
  lang: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="return-timeline" className="mt-6">
      <h2 id="return-timeline" className="font-semibold">
        {t("returns.timeline")}
      </h2>
      <ol className="mt-2 border-l-2 border-base-300 pl-4">
        {returnEvents(item, t, money).map((event) => (
          <li key={event.key} className="relative py-1">
            <span aria-hidden="true" className="absolute top-2.5 -left-[1.4rem] h-3 w-3 rounded-full bg-primary" />
            <time dateTime={event.at} className="shop-desc block text-xs">
              {/* The shared rule (UTC, named): a browser in another zone hydrates the same text. */}
              {formatDateTime(event.at, lang)}
            </time>
            <span>{event.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
