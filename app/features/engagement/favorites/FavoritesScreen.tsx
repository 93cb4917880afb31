/**
 * Favorites (routes/user.favorite.tsx): three tabs (products, articles, pages) with paging, each
 * item with a Remove button.
 */
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLinks } from "~/lib/use-links";
import { AppScreen } from "~/components/page/AppScreen";
import { Pagination } from "~/components/ui/Pagination";
import { pageCount } from "~/components/ui/PagedList";
import { ProductCard } from "~/features/catalogue/ProductCard";
import { UserNav } from "~/features/account/UserNav";
import type { loadFavoritesPage } from "./favorites-page.server";
import type { FavoriteType } from "./wishlist-state";

const TAB_ORDER: FavoriteType[] = ["product", "article", "page"];

export function FavoritesScreen({ loaded }: { loaded: ReturnType<typeof useLoaderData<typeof loadFavoritesPage>> }) {
  const { screen } = loaded;
  const { type, list, counts } = screen;
  const { t } = useTranslation();
  const links = useLinks();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const hrefFor = (tab: FavoriteType, page = 1) => `${pathname}?type=${tab}${page > 1 ? `&page=${page}` : ""}`;
  // A removed item takes its focused button with it: focus moves to the Remove that took its
  // place (or the one before), else to the list's "no favorites" line, not to the page's body.
  const removedAt = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[value=cancel]") ?? [];
    const next = buttons[Math.min(at, buttons.length - 1)];
    if (next) next.focus();
    else emptyRef.current?.focus();
  }, [list]);
  return (
    <AppScreen titleKey="pages.userFavorite">
      <UserNav />
      <nav className="tabs-border mt-4 tabs" aria-label={t("pages.userFavorite")}>
        {TAB_ORDER.map((tab) => (
          <Link
            key={tab}
            to={hrefFor(tab)}
            className={`tab ${tab === type ? "tab-active" : ""}`}
            aria-current={tab === type ? "page" : undefined}
          >
            {t(`favorite.tabs.${tab}`, { count: counts[tab] })}
          </Link>
        ))}
      </nav>
      {list.list.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className="shop-desc mt-6">
          {t("favorite.empty")}
        </p>
      ) : null}
      <ul ref={listRef} className={`mt-4 grid gap-4 ${type === "product" ? "grid-cols-2 md:grid-cols-4" : ""}`}>
        {list.list.map((item, index) => {
          const remove = (
            <Form method="post" onSubmit={() => (removedAt.current = index)}>
              <input type="hidden" name="type" value={type} />
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="redirectTo" value={here} />
              <button
                type="submit"
                name="intent"
                value="cancel"
                className="btn btn-ghost btn-xs"
                aria-label={`${t("favorite.remove")}: ${item.title}`}
              >
                {t("favorite.remove")}
              </button>
            </Form>
          );
          // A product's Remove sits inside its card (under the card it looked like the next one's).
          return "price" in item ? (
            <li key={item.id} className="flex flex-col">
              <ProductCard product={item} favorite={false} actions={remove} />
            </li>
          ) : (
            <li key={item.id} className="flex items-center justify-between gap-3 border-b border-base-300 pb-3">
              <div>
                <Link to={links.detail(type, item.slug)} className="font-semibold link-hover">
                  {item.title}
                </Link>
                {"excerpt" in item && item.excerpt ? <p className="shop-desc text-sm">{item.excerpt}</p> : null}
              </div>
              {remove}
            </li>
          );
        })}
      </ul>
      <Pagination page={list.page} pages={pageCount(list)} hrefFor={(page) => hrefFor(type, page)} />
    </AppScreen>
  );
}
