/** The user centre: who is signed in, their figures, quick links and the latest orders. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { loadAccountPage } from "~/lib/account-data.server";
import { pageMeta } from "~/lib/meta";
import { pageHeaders } from "~/lib/page-headers";
import { formatMoney } from "~/lib/money";
import { formatDateTime, type CentreUser, type Paged } from "~/lib/user-centre";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { Avatar } from "~/components/account/Avatar";
import { OrderStatus } from "~/components/account/OrderStatus";
import { UserNav } from "~/components/account/UserNav";

type RecentOrder = { orderNo: string; status: string; payStatus: string; paymentAmount: number; currency: string; createdAt: string };

export const loader = (args: LoaderFunctionArgs) =>
  loadAccountPage(args, async (upstream) => {
    const [user, orders] = await Promise.all([upstream.call<CentreUser>("user/info"), upstream.call<Paged<RecentOrder>>("order/list", { page: 1, pageSize: 5 })]);
    return { user, orders: orders.list };
  });
export const meta = pageMeta;
export const headers = pageHeaders;
export const handle = { titleKey: "pages.userCenter" };

const QUICK_LINKS = [
  ["order", "orders.title"],
  ["address", "pages.userAddress"],
  ["favorite", "pages.userFavorite"],
  ["article", "pages.userArticle"],
  ["security", "pages.userSecurity"],
  ["info", "pages.userInfo"],
] as const;

export default function Screen() {
  const { screen } = useLoaderData<typeof loader>();
  const { user, orders } = screen;
  const { t } = useTranslation();
  const { lang, site } = useShop();
  const links = useLinks();
  const money = (minor: number) => formatMoney(minor, site.defaultCurrency, lang);
  const name = user.nickname || user.fullName || user.email || user.mobile || "";
  const figures = [
    ["account.credits", String(user.credits)],
    ["account.spendingAmount", money(user.spendingAmount)],
    ["account.paymentAmount", money(user.paymentAmount)],
    ["account.unpaidOrders", String(user.unpaidOrderCount)],
    ["account.orderQuantity", String(user.orderQuantity)],
  ] as const;
  return (
    <AppScreen titleKey="pages.userCenter">
      <UserNav />
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Avatar src={user.avatar} name={name} />
        <div>
          <p className="text-xl font-semibold">{name}</p>
          <p className="shop-desc text-sm">{t("account.lastLogin", { date: formatDateTime(user.lastLoginAt, lang) })}</p>
        </div>
      </div>
      <dl className="stats stats-vertical mt-6 w-full shadow-sm sm:stats-horizontal">
        {figures.map(([label, value]) => (
          <div key={label} className="stat">
            <dt className="stat-title">{t(label)}</dt>
            <dd className="stat-value text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      {user.unpaidOrderCount > 0 ? (
        <p className="alert alert-warning mt-4">
          {t("confirm.unpaidOrders", { 0: user.unpaidOrderCount })}
          <Link to={`${links.user("order")}?status=in_progress`} className="btn btn-sm">
            {t("confirm.goToPayment")}
          </Link>
        </p>
      ) : null}
      <h2 className="mt-8 font-semibold">{t("account.quickLinks")}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {QUICK_LINKS.map(([sub, label]) => (
          <li key={sub}>
            <Link to={links.user(sub)} className="btn btn-outline w-full">
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 font-semibold">{t("account.recentOrders")}</h2>
      {orders.length === 0 ? <p className="shop-desc mt-2">{t("errors.noRecords")}</p> : null}
      <ul className="divide-y divide-base-300">
        {orders.map((order) => (
          <li key={order.orderNo} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <Link to={links.user(`order/${encodeURIComponent(order.orderNo)}`)} className="link-hover font-semibold">
              {t("orders.orderNo", { orderNo: order.orderNo })}
            </Link>
            <OrderStatus status={order.status} payStatus={order.payStatus} />
            <span>{formatMoney(order.paymentAmount, order.currency, lang)}</span>
          </li>
        ))}
      </ul>
    </AppScreen>
  );
}
