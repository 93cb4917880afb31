/**
 * The category menu: a row of links on wide screens, one "Menu" disclosure on narrow ones, drawn
 * once for both (ADR 351).
 * Sub-menus are <details> elements, so they open by keyboard, by touch and without JavaScript;
 * with it they close on a choice, a click elsewhere and Escape (use-closing-menus.ts). On a phone
 * the open menu spans the screen's width (less a margin) and scrolls within the screen's height.
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
            <details data-menu="">
              <summary>{item.label}</summary>
              <ul className="z-20 bg-base-100 md:w-56 md:shadow">
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
  // One list for both widths (ADR 351): a "Menu" disclosure on a phone; on a wide screen the same
  // list as a row, shown whether the disclosure is open or not (app/tailwind.css, `.shop-menu`).
  // `static`: on a phone the list is placed against the page, not the button, so it can span it.
  return (
    <nav aria-label={t("site.menu")} className="shop-menu">
      <details className="dropdown static" data-menu="">
        <summary className="btn btn-ghost btn-sm">{t("site.menu")}</summary>
        <ul className="dropdown-content menu inset-x-3 z-30 mt-1 max-h-[calc(100dvh-8rem)] w-auto flex-nowrap overflow-y-auto rounded-box bg-base-100 p-2 shadow menu-row:menu-horizontal">
          <MenuEntries items={items} />
        </ul>
      </details>
    </nav>
  );
}
