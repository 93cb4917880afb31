/**
 * The customer's after-sales applications, filtered by status, with paging links (all plain
 * links). A refund asked for before shipping (order/refund, or cancelling a paid order) is no
 * after-sales application: its order waits as "pending cancellation". Those orders are listed
 * here too, above the applications, so every refund the shopper asked for is found on this page
 * (docs/decisions/213).
 */
import { Link, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { Money } from "~/components/ui/Money";
import { PagedList } from "~/components/ui/PagedList";
import { StatusTabs, useStatusFilter } from "~/features/account/StatusTabs";
import { UserNav } from "~/features/account/UserNav";
import { formatDate } from "../../../functions/contract/dates";
import type { loadReturnListPage } from "./return-list.server";
import { RETURN_LIST_STATUSES } from "./return-list-statuses";
import { RefundRequests } from "./RefundRequests";
import { ReturnStatus } from "./ReturnStatus";

type ReturnListScreenProps = { loaded: ReturnType<typeof useLoaderData<typeof loadReturnListPage>> };

export function ReturnListScreen({ loaded: { screen } }: ReturnListScreenProps) {
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  const { hrefFor } = useStatusFilter();
  return (
    <AppScreen titleKey="returns.title">
      <UserNav />
      <StatusTabs
        statuses={RETURN_LIST_STATUSES}
        label={t("returns.title")}
        labelFor={(status) => (status ? t(`returns.status.${status}`) : t("returns.all"))}
      />
      <RefundRequests orders={screen.refunds} />
      <PagedList
        paged={screen}
        keyOf={(item) => item.returnNo}
        itemClassName="grid gap-2 py-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6"
        hrefFor={(page) => hrefFor({ page })}
        empty={screen.refunds.length === 0 ? t("returns.empty") : null}
      >
        {(item) => (
          <>
            <div>
              <Link to={links.user(`return/${encodeURIComponent(item.returnNo)}`)} className="font-semibold link-hover">
                {t("returns.returnNo", { returnNo: item.returnNo })}
              </Link>
              <p className="shop-desc text-sm">
                {t(`returns.applyType.${item.applyType}`)} · {t("returns.forOrder", { orderNo: item.orderNo })} ·{" "}
                {t("returns.appliedOn", { date: formatDate(item.createdAt, lang) })}
              </p>
              <p className="text-sm">{item.items.map((line) => `${line.title} × ${line.quantity}`).join(", ")}</p>
            </div>
            <ReturnStatus status={item.status} auditStatus={item.auditStatus} />
            {/* A cancelled or refused application refunds nothing: its amount is struck through. */}
            <Money
              amount={item.refundAmount}
              order={item}
              className={`font-semibold ${item.status === "cancelled" || item.status === "ended" ? "shop-desc line-through" : ""}`}
            />
          </>
        )}
      </PagedList>
    </AppScreen>
  );
}
