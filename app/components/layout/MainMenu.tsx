/**
 * The category menu: a row of links on wide screens, one "Menu" disclosure on narrow ones.
 * Sub-menus are <details> elements, so they open by keyboard, by touch and without JavaScript.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

export type MenuItem = { label: string; href: string; children?: MenuItem[] };

function MenuEntries({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => (
        <li key={item.href}>
          {item.children?.length ? (
            <details>
              <summary>{item.label}</summary>
              <ul className="z-20 w-56 bg-base-100 shadow">
                <li>
                  <Link to={item.href} prefetch="intent">
                    {t("site.viewAll")}
                  </Link>
                </li>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <Link to={child.href} prefetch="intent">
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <Link to={item.href} prefetch="intent">
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}

export function MainMenu({ items }: { items?: MenuItem[] }) {
  const { t } = useTranslation();
  if (!Array.isArray(items) || items.length === 0) return null;
  return (
    <nav aria-label={t("site.menu")} className="shop-menu">
      <ul className="menu menu-horizontal hidden gap-1 p-0 md:flex">
        <MenuEntries items={items} />
      </ul>
      <details className="dropdown md:hidden">
        <summary className="btn btn-ghost btn-sm">{t("site.menu")}</summary>
        <ul className="dropdown-content menu z-30 w-64 rounded-box bg-base-100 p-2 shadow">
          <MenuEntries items={items} />
        </ul>
      </details>
    </nav>
  );
}
