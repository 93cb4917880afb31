/**
 * The user center (routes/user.center.tsx): who is signed in, their figures, quick links and the
 * latest orders (each shown like the order list shows it: its total, in the currency it was placed
 * in), with the unpaid reminder. The figures are sums in the shop's currency, shown in the picked
 * one; an order's total keeps its own. Where the two differ the screen says so beside each, rather
 * than mixing them unexplained.
 */
import { Link, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { useShop } from "~/lib/use-shop";
import { AppScreen } from "~/components/page/AppScreen";
import { Money, useMoneyText } from "~/components/ui/Money";
import { UnpaidReminder } from "~/features/orders/UnpaidReminder";
import { shownCurrency } from "../../../functions/contract/money";
import { formatDateTime } from "./user-center";
import type { loadUserCenter } from "./user-center.server";
import { Avatar } from "./Avatar";
import { OrderStatus } from "./OrderStatus";
import { UserNav } from "./UserNav";

const QUICK_LINKS = [
  ["order", "orders.title"],
  ["return", "returns.title"],
  ["address", "pages.userAddress"],
  ["favorite", "pages.userFavorite"],
  ["article", "pages.userArticle"],
  ["security", "pages.userSecurity"],
  ["info", "pages.userInfo"],
] as const;

export function UserCenterScreen({ loaded }: { loaded: ReturnType<typeof useLoaderData<typeof loadUserCenter>> }) {
  const { screen } = loaded;
  const { user, orders } = screen;
  const { t } = useTranslation();
  const { lang, site, currency } = useShop();
  const text = useMoneyText();
  const links = useLinks();
  // Account figures add up orders in the shop's currency: shown like prices, in the picked one.
  const money = (minor: number) => text(minor, { currency: site.defaultCurrency });
  const view = { lang, currency, currencies: site.currencies };
  const figuresIn = shownCurrency({ currency: site.defaultCurrency }, view);
  const ordersElsewhere = orders.some((order) => shownCurrency({ order }, view) !== figuresIn);
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
          <p className="shop-desc text-sm">
            {t("account.lastLogin", { date: formatDateTime(user.lastLoginAt, lang) })}
          </p>
        </div>
      </div>
      <dl className="stats mt-6 w-full stats-vertical shadow-sm sm:stats-horizontal">
        {figures.map(([label, value]) => (
          <div key={label} className="stat">
            <dt className="stat-title">{t(label)}</dt>
            <dd className="stat-value text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
      {figuresIn !== site.defaultCurrency ? (
        <p className="shop-desc mt-2 text-sm" data-testid="figures-currency">
          {t("account.figuresConverted", { currency: figuresIn })}
        </p>
      ) : null}
      <UnpaidReminder count={user.unpaidOrderCount} />
      <h2 className="mt-8 font-semibold">{t("account.quickLinks")}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {QUICK_LINKS.map(([sub, label]) => (
          <li key={sub}>
            <Link to={links.user(sub)} className="btn w-full btn-outline">
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 font-semibold">{t("account.recentOrders")}</h2>
      {orders.length === 0 ? <p className="shop-desc mt-2">{t("errors.noRecords")}</p> : null}
      {ordersElsewhere ? (
        <p className="shop-desc mt-1 text-sm" data-testid="orders-currency">
          {t("account.ordersAsPlaced")}
        </p>
      ) : null}
      <ul className="divide-y divide-base-300">
        {orders.map((order) => (
          <li key={order.orderNo} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <Link to={links.user(`order/${encodeURIComponent(order.orderNo)}`)} className="font-semibold link-hover">
              {t("orders.orderNo", { orderNo: order.orderNo })}
            </Link>
            <OrderStatus status={order.status} payStatus={order.payStatus} />
            <Money amount={order.total ?? order.paymentAmount} order={order} className="font-semibold" />
          </li>
        ))}
      </ul>
    </AppScreen>
  );
}
