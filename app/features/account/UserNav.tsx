/** The user center's own menu, shown above each of its screens; the current one is marked. */
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";

const ITEMS = [
  ["center", "pages.userCenter"],
  ["info", "pages.userInfo"],
  ["account", "pages.userAccount"],
  ["order", "orders.title"],
  ["return", "returns.title"],
  ["address", "pages.userAddress"],
  ["favorite", "pages.userFavorite"],
  ["article", "pages.userArticle"],
  ["security", "pages.userSecurity"],
  ["log", "pages.userLog"],
] as const;

export function UserNav() {
  const { t } = useTranslation();
  const links = useLinks();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t("pages.userCenter")} className="mt-3 flex flex-wrap gap-1 border-b border-base-300 pb-2">
      {ITEMS.map(([sub, label]) => {
        const href = links.user(sub);
        const current = pathname === href;
        return (
          <Link
            key={sub}
            to={href}
            aria-current={current ? "page" : undefined}
            className={`btn btn-sm ${current ? "btn-primary" : "btn-ghost"}`}
          >
            {t(label)}
          </Link>
        );
      })}
    </nav>
  );
}
