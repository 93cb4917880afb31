/** A paged list of account events (security activity or the activity log): what, when, from where. */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { formatDateTime } from "~/features/account/user-center";
import { useShop } from "~/lib/use-shop";
import { PagedList, type Paged } from "~/components/ui/PagedList";
import type { CallOutput } from "../../../functions/contract/calls";

/** One row of user/activity (security activity) or user/log (the activity log), as answered. */
export type AccountEvent = CallOutput<"user/activity">["list"][number] | CallOutput<"user/log">["list"][number];

export function EventList({
  events,
  namespace,
}: {
  events: Paged<AccountEvent>;
  namespace: "security" | "activityLog";
}) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const { pathname } = useLocation();
  if (events.list.length === 0) return <p className="shop-desc mt-6">{t("errors.noRecords")}</p>;
  return (
    <PagedList
      paged={events}
      keyOf={(event) => event.id}
      itemClassName="flex flex-wrap justify-between gap-2 py-3"
      hrefFor={(page) => `${pathname}?page=${page}`}
      empty={null}
      ordered
    >
      {(event) => (
        <>
          <span className="font-medium">
            {t(`${namespace}.actions.${event.action}`, { defaultValue: event.action })}
          </span>
          <span className="shop-desc text-sm">
            {formatDateTime(event.createdAt, lang)}
            {"ip" in event && (event.device || event.ip)
              ? ` · ${[event.device, event.ip].filter(Boolean).join(" · ")}`
              : ""}
          </span>
        </>
      )}
    </PagedList>
  );
}
