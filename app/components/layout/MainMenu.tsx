/**
 * The category menu. Sub-menus are <details> elements, so they open by keyboard, by touch and
 * without JavaScript alike.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export type MenuItem = { label: string; href: string; children?: MenuItem[] };

export function MainMenu({ items }: { items?: MenuItem[] }) {
  const { t } = useTranslation();
  if (!Array.isArray(items) || items.length === 0) return null;
  return (
    <nav aria-label={t("site.menu")} className="shop-menu">
      <ul className="menu menu-horizontal flex-wrap gap-1 p-0">
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
      </ul>
    </nav>
  );
}
