/**
 * The customer's after-sales applications, filtered by status, with paging links (all plain
 * links). A refund asked for before shipping (order/refund, or cancelling a paid order) is no
 * after-sales application: its order waits as "pending cancellation". Those orders are listed
 * here too, above the applications, so every refund the shopper asked for is found on this page
 * (docs/decisions/213).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { loadAccountPage } from "~/features/account/account-data.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { Pagination } from "~/components/ui/Pagination";
import { ReturnStatus } from "~/features/returns/ReturnStatus";
import { StatusTabs, useStatusFilter } from "~/features/account/StatusTabs";
import { formatDate } from "../../functions/contract/dates";
import { Money } from "~/components/ui/Money";
import { UserNav } from "~/features/account/UserNav";
import { RefundRequests } from "~/features/returns/RefundRequests";

const STATUSES = ["pending_approval", "completed", "cancelled", "ended"] as const;
const PAGE_SIZE = 10;

export async function loader(args: LoaderFunctionArgs) {
  const search = new URL(args.request.url).searchParams;
  const status = STATUSES.find((value) => value === search.get("status"));
  const page = Math.min(1000, Math.max(1, Math.floor(Number(search.get("page"))) || 1));
  // Refund requests wait for approval: they belong with the pending applications, on the first page.
  const withRefunds = page === 1 && (!status || status === "pending_approval");
  return loadAccountPage(args, async (upstream) => {
    const [returns, refunds] = await Promise.all([
      upstream.call("return/list", { status, page, pageSize: PAGE_SIZE }),
      withRefunds ? upstream.call("order/list", { status: "pending_cancellation", page: 1, pageSize: 20 }) : null,
    ]);
    return { ...returns, refunds: refunds?.list ?? [] };
  });
}
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "returns.title" };

export default function Screen() {
  const { screen } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { lang } = useShop();
  const links = useLinks();
  const { hrefFor } = useStatusFilter();
  return (
    <AppScreen titleKey="returns.title">
      <UserNav />
      <StatusTabs
        statuses={STATUSES}
        label={t("returns.title")}
        labelFor={(status) => (status ? t(`returns.status.${status}`) : t("returns.all"))}
      />
      <RefundRequests orders={screen.refunds} />
      {screen.list.length === 0 && screen.refunds.length === 0 ? (
        <p className="shop-desc mt-6">{t("returns.empty")}</p>
      ) : null}
      <ul className="mt-4 divide-y divide-base-300">
        {screen.list.map((item) => (
          <li key={item.returnNo} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6">
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
          </li>
        ))}
      </ul>
      <Pagination
        page={screen.page}
        pages={Math.max(1, Math.ceil(screen.total / screen.pageSize))}
        hrefFor={(page) => hrefFor({ page })}
      />
    </AppScreen>
  );
}
