/**
 * Head and foot from the server (unless the theme hides them) around the page's content, with
 * a skip link, a route announcer (focus and a live message after client navigation) and a spinner in the content area while the next page's route request is pending.
 * When no head came back (the backend is down), a minimal head keeps the shop navigable.
 */
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { Page } from "~/lib/site";
import { NavigationProgress } from "./NavigationProgress";
import { RouteAnnouncer } from "./RouteAnnouncer";
import { PageHtml } from "./PageHtml";
import { FallbackHead } from "~/components/layout/FallbackHead";
import { useRouteGuard } from "~/lib/use-route-guard";
import { useClosingMenus } from "~/components/layout/use-closing-menus";
import { useHeldNavigation } from "./use-held-navigation";
import { contentPartsIn } from "./page-parts";

export function PageShell({ page, children }: { page: Page | null; children: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useRouteGuard();
  useHeldNavigation();
  useClosingMenus();
  // Without a page (the backend failed) both show, as the default theme says; reading the two
  // flags here keeps the default theme's table out of the browser's first load.
  const theme = page?.theme ?? { hideHead: false, hideFoot: false };
  const loading = navigation.state === "loading";
  // The content parts this document shows: entry.client loads their code before hydrating (ADR 314).
  const parts = page ? contentPartsIn(page.head, page.body, page.foot) : "";
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <NavigationProgress />
      <RouteAnnouncer />
      {!theme.hideHead && (
        // The server's head brings its own <header> landmark; only the fallback needs one.
        <div className="shop-head">{page?.head.length ? <PageHtml nodes={page.head} /> : <FallbackHead />}</div>
      )}
      <main id="main" tabIndex={-1} className="shop-main" aria-busy={loading} data-parts={parts || undefined}>
        {loading && (
          <div className="shop-spinner" role="status">
            <span className="loading loading-md loading-spinner text-primary" aria-hidden="true" />
            <span className="sr-only">{t("site.loading")}</span>
          </div>
        )}
        {children}
      </main>
      {!theme.hideFoot && page?.foot.length ? (
        <div className="shop-foot">
          <PageHtml nodes={page.foot} />
        </div>
      ) : null}
    </>
  );
}
